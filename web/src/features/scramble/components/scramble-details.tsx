import { type Scramble } from '@gro/config';
import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { CalendarIcon, ClockIcon, ExternalLinkIcon, MapPinIcon } from '@/components/icons';
import { ButtonAnchor } from '@/components/ui/button-anchor';
import { PlainText } from '@/components/ui/plain-text';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatCalendarDate, formatTimeRange } from '@/lib/format';
import { formatLocality } from '@/lib/maps';
import { media } from '@/styles/theme';

const texts = PUBLIC_SCREEN_TEXTS.scramble;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const About = styled.section`
  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Description = styled(PlainText)`
  max-width: 68ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray800};
`;

/** The date and the registration link: first on a phone, beside the description from 900px up. */
const Panel = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  order: -1;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${media.up('md')} {
    order: 0;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
    padding: ${({ theme }) => theme.space[8]};
  }
`;

/** One fact of the panel (date, time, place): an icon, then its label and value. */
const Fact = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  > svg {
    box-sizing: content-box;
    flex: none;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accent100};
    color: ${({ theme }) => theme.colors.warning700};
  }

  dl {
    margin: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd + dd {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.gray800};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

/** Wraps rather than overflow the panel on narrow screens. */
const Register = styled(ButtonAnchor)`
  padding-block: ${({ theme }) => theme.space[3]};
  white-space: normal;
  text-align: center;

  svg {
    flex: none;
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The scramble's description, date, time, place and registration link (another site, in a new tab). */
export function ScrambleDetails({ scramble }: { scramble: Scramble }) {
  const date = formatCalendarDate(scramble.eventDate);
  const event = scramble.event;
  const time = event ? formatTimeRange(event.timeStart, event.timeEnd) : '';
  const locality = event ? formatLocality(event) : '';
  return (
    <Layout>
      {scramble.description && (
        <About aria-labelledby="scramble-about">
          <h2 id="scramble-about">{texts.about}</h2>
          <Description text={scramble.description} />
        </About>
      )}
      <Panel aria-label={texts.register}>
        <Fact>
          <CalendarIcon size={24} />
          <dl>
            <dt>{texts.date}</dt>
            <dd>{date ? <time dateTime={scramble.eventDate ?? undefined}>{date}</time> : texts.dateToBeAnnounced}</dd>
          </dl>
        </Fact>
        {time && (
          <Fact>
            <ClockIcon size={24} />
            <dl>
              <dt>{texts.time}</dt>
              <dd>{time}</dd>
            </dl>
          </Fact>
        )}
        {event && (event.location || locality) && (
          <Fact>
            <MapPinIcon size={24} />
            <dl>
              <dt>{texts.place}</dt>
              {event.location && <dd>{event.location}</dd>}
              {locality && <dd>{locality}</dd>}
            </dl>
          </Fact>
        )}
        <div>
          <Register
            href={scramble.url}
            target="_blank"
            rel="noopener"
            variant="accent"
            size="lg"
            block
            aria-describedby="scramble-new-tab"
          >
            {texts.register}
            <ExternalLinkIcon size={20} />
          </Register>
          <VisuallyHidden id="scramble-new-tab">{texts.newTab}</VisuallyHidden>
          <Note>{texts.registerNote}</Note>
        </div>
      </Panel>
    </Layout>
  );
}
