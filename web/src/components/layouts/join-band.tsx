import { HOME_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { media } from '@/styles/theme';
import { JoinLink } from './join-link';

const texts = HOME_SCREEN_TEXTS;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[12]} 0 ${theme.space[16]}`};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[16]} 0 ${theme.space[20]}`};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 100% 0%, rgba(63, 163, 127, 0.35) 0, transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brand600} 0%, ${({ theme }) => theme.colors.brand800} 100%);
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.white};

  ${media.up('md')} {
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[12]};
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[12]}`};
  }

  h2 {
    font-size: clamp(1.625rem, 1.2rem + 1.6vw, 2.25rem);
  }

  p {
    max-width: 56ch;
    margin-top: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand100};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${media.up('sm')} {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Outline = styled(ButtonLink)`
  background: transparent;
  border-color: rgba(255, 255, 255, 0.5);
  color: ${({ theme }) => theme.colors.white};

  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.1);
    border-color: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** The closing call to action above the footer of the public pages that sell membership (spec §2 Home: 'a shared footer block'). */
export function JoinBand() {
  return (
    <Section aria-labelledby="join-band-title">
      <Container>
        <Panel>
          <div>
            <h2 id="join-band-title">{texts.join.title}</h2>
            <p>{texts.join.text}</p>
          </div>
          <Actions>
            <JoinLink />
            <Outline to={paths.chapters} variant="secondary" size="lg">
              {texts.join.findChapter}
            </Outline>
          </Actions>
        </Panel>
      </Container>
    </Section>
  );
}
