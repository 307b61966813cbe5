import { CORPORATE_DISCOUNT_MIN_EMPLOYEES, NONPROFIT_YEARLY_PRICE, PRICES } from '@gro/config';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { media } from '@/styles/theme';

const FACTS = [
  { value: `$${PRICES.monthly.amount}/mo`, label: `Monthly membership, or $${PRICES.yearly.amount} a year` },
  { value: 'Flexible', label: 'No attendance requirement' },
  { value: 'Open', label: 'Non-exclusive: keep your other networks' },
  {
    value: `$${NONPROFIT_YEARLY_PRICE}/yr`,
    label: `For nonprofits; corporate rates from ${CORPORATE_DISCOUNT_MIN_EMPLOYEES} employees`,
  },
];

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space[12]} 0`};
  background: ${({ theme }) => theme.colors.brand50};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;
  grid-template-columns: repeat(2, 1fr);

  ${media.up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.gray700};
  }

  dd {
    order: -1;
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.4vw, 2.25rem);
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    color: ${({ theme }) => theme.colors.brand700};
  }
`;

/** Membership at a glance (spec §1): price, no attendance rule, non-exclusive, discounts. */
export function MembershipFacts() {
  return (
    <Band aria-label="Membership at a glance">
      <Container>
        <List>
          {FACTS.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </List>
      </Container>
    </Band>
  );
}
