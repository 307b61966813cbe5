import { HOME_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { CompassIcon, ContactBookIcon, GlobeIcon, OverlapIcon, TicketIcon, TrendingUpIcon } from '@/components/icons';
import { Container } from '@/components/ui/container';
import { FeatureCard, IconBadge } from '@/components/ui/feature-card';
import { media } from '@/styles/theme';
import { SectionIntro } from './section-intro';

/** The six benefits of spec §2 Home, in the spec's order and words. */
const BENEFITS = [
  {
    icon: TicketIcon,
    title: 'Exclusive Events',
    text: 'Get invited to members-only workshops, socials and special events hosted by chapters across the network.',
  },
  {
    icon: ContactBookIcon,
    title: 'Member Directory',
    text: 'Find fellow members and their companies in a searchable directory, right inside the member portal.',
  },
  {
    icon: CompassIcon,
    title: 'Mentorship',
    text: 'Learn from experienced members and chapter leaders, and pass on what you know to those starting out.',
  },
  {
    icon: GlobeIcon,
    title: 'Global Chapters',
    text: 'Meet your home chapter every week or two and connect with members wherever business takes you.',
  },
  {
    icon: OverlapIcon,
    title: 'Collaborations',
    text: 'Team up with members across industries on joint projects, partnerships and shared clients.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Business Growth',
    text: 'Turn relationships into referrals, visibility and new clients that keep your business growing.',
  },
];

const texts = HOME_SCREEN_TEXTS.benefits;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[16]} 0`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[24]} 0`};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Six benefit cards: icon, title and one sentence each. */
export function Benefits() {
  return (
    <Section aria-labelledby="benefits-title">
      <Container>
        <SectionIntro id="benefits-title" eyebrow={texts.eyebrow} title={texts.title} />
        <Grid>
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <FeatureCard key={title}>
              <IconBadge $tone="accent">
                <Icon size={24} />
              </IconBadge>
              <h3>{title}</h3>
              <p>{text}</p>
            </FeatureCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
