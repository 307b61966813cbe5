import { PRICES } from '@gro/config';
import styled from 'styled-components';
import { CheckIcon } from '@/components/icons';
import { JoinLink } from '@/components/layouts/join-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { media } from '@/styles/theme';
import { NetworkIllustration } from './network-illustration';

const Section = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space[16]} 0 ${theme.space[20]}`};
  background:
    radial-gradient(circle at 80% 20%, rgba(63, 163, 127, 0.35) 0, transparent 50%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.brand700} 0%, ${({ theme }) => theme.colors.brand900} 100%);
  color: ${({ theme }) => theme.colors.white};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[20]} 0 ${theme.space[24]}`};
  }
`;

const Grid = styled.div`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space[12]};

  ${media.up('md')} {
    grid-template-columns: 1.5fr 1fr;
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.08);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.brand100};
`;

const Headline = styled.h1`
  font-size: clamp(2.25rem, 1.4rem + 3.2vw, 3.5rem);
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: -0.025em;

  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.accent400};
  }
`;

const Sub = styled.p`
  max-width: 56ch;
  margin-top: ${({ theme }) => theme.space[6]};
  font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.25rem);
  color: ${({ theme }) => theme.colors.brand100};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Ghost = styled(ButtonLink)`
  background: transparent;
  border-color: rgba(255, 255, 255, 0.45);
  color: ${({ theme }) => theme.colors.white};

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
    border-color: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin-top: ${({ theme }) => theme.space[8]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.brand100};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent400};
  }
`;

const Art = styled.div`
  display: none;
  justify-content: center;

  ${media.up('md')} {
    display: flex;
  }
`;

export function Hero() {
  return (
    <Section aria-labelledby="home-headline">
      <Container>
        <Grid>
          <div>
            <Eyebrow>Chapter-based professional networking</Eyebrow>
            <Headline id="home-headline">
              Grow your business with people who <em>want you to win.</em>
            </Headline>
            <Sub>
              GRO brings business owners, entrepreneurs and professionals together in local chapters that meet every
              week or two to trade referrals, share know-how and open doors for each other.
            </Sub>
            <Actions>
              <JoinLink />
              <Ghost to={paths.chapters} variant="secondary" size="lg">
                Find a Chapter
              </Ghost>
            </Actions>
            <Facts>
              <li>
                <CheckIcon size={16} /> Membership from ${PRICES.monthly.amount}/month
              </li>
              <li>
                <CheckIcon size={16} /> No attendance requirement
              </li>
              <li>
                <CheckIcon size={16} /> In person, virtual or hybrid
              </li>
            </Facts>
          </div>
          <Art>
            <NetworkIllustration />
          </Art>
        </Grid>
      </Container>
    </Section>
  );
}
