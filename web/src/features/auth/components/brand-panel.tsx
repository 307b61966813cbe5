import { COMPANY_NAME, PRICES } from '@gro/config';
import styled from 'styled-components';
import { CheckIcon } from '@/components/icons';
import { LogoMark } from '@/components/ui/logo';
import { media } from '@/styles/theme';

const Panel = styled.aside`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[12]};
  background:
    radial-gradient(circle at 80% 15%, rgba(63, 163, 127, 0.35) 0, transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.brand700} 0%, ${({ theme }) => theme.colors.brand900} 100%);
  color: ${({ theme }) => theme.colors.white};

  ${media.up('md')} {
    display: flex;
  }
`;

const Mark = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: 0.06em;
`;

/** Statement and facts, centred in the height the form gives the panel. */
const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin: auto 0;
`;

const Statement = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.accent400};
  }
`;

const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  color: ${({ theme }) => theme.colors.brand100};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.accent400};
  }
`;

/** The auth screens' desktop side panel: the brand and three facts about membership. */
export function BrandPanel() {
  return (
    <Panel aria-label={`About ${COMPANY_NAME}`}>
      <Mark>
        <LogoMark size={40} />
        {COMPANY_NAME}
      </Mark>
      <Message>
        <Statement>
          Local chapters. Real relationships. <em>Referrals that grow your business.</em>
        </Statement>
        <Facts>
          <li>
            <CheckIcon size={18} /> Chapters meet weekly or biweekly, in person, virtually or both
          </li>
          <li>
            <CheckIcon size={18} /> A member directory of business owners and professionals
          </li>
          <li>
            <CheckIcon size={18} /> Membership from ${PRICES.monthly.amount}/month, no attendance requirement
          </li>
        </Facts>
      </Message>
    </Panel>
  );
}
