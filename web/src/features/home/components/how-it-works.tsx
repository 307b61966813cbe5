import styled from 'styled-components';
import { MapPinIcon, SproutIcon, UsersIcon } from '@/components/icons';
import { Container } from '@/components/ui/container';
import { FeatureCard, IconBadge } from '@/components/ui/feature-card';
import { media } from '@/styles/theme';
import { SectionIntro } from './section-intro';

const STEPS = [
  {
    icon: MapPinIcon,
    title: 'Join a local chapter',
    text: 'Pick a chapter near you. Chapters meet weekly or biweekly, in person, virtually or hybrid, so networking fits your schedule.',
  },
  {
    icon: UsersIcon,
    title: 'Build real relationships',
    text: 'Share what you do and learn what others need. Over time the people in the room become your best advocates.',
  },
  {
    icon: SproutIcon,
    title: 'Grow together',
    text: 'Pass referrals, collaborate on projects and find mentors across every chapter, with a member directory to keep in touch.',
  },
];

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[16]} 0`};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[24]} 0`};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  list-style: none;
  counter-reset: step;

  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled(FeatureCard)`
  position: relative;
  counter-increment: step;

  &::after {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: ${({ theme }) => theme.space[6]};
    right: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    color: ${({ theme }) => theme.colors.brand100};
  }
`;

/** The explanation section: what GRO is and how membership works. */
export function HowItWorks() {
  return (
    <Section aria-labelledby="how-it-works">
      <Container>
        <SectionIntro
          id="how-it-works"
          eyebrow="How GRO works"
          title="Networking that actually grows your business"
          lead="GRO is a community of local chapters. Members meet regularly, get to know each other's businesses and send work each other's way."
        />
        <Steps>
          {STEPS.map(({ icon: Icon, title, text }) => (
            <Step key={title}>
              <IconBadge>
                <Icon size={24} />
              </IconBadge>
              <h3>{title}</h3>
              <p>{text}</p>
            </Step>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}
