import { CALENDAR_TEXTS, type Chapter } from '@gro/config';
import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ExternalLinkIcon, MailIcon } from '@/components/icons';
import { ButtonAnchor } from '@/components/ui/button-anchor';
import { Card } from '@/components/ui/card';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatTimeRange } from '@/lib/format';
import { formatAddress, formatLocality, mapsSearchUrl } from '@/lib/maps';
import { AddToCalendarLink } from '@/features/events';
import { CopyAddressButton } from './copy-address-button';

const texts = CHAPTER_SCREEN_TEXTS.detail;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand900};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => `${theme.space[5]} 0 0`};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.gray900};
  }

  address {
    font-style: normal;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Email = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;

  svg {
    flex: none;
  }
`;

/** The calendar feed and other ways to come along; nothing when there is none. */
const MeetingActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};

  &:empty {
    display: none;
  }
`;

/**
 * When and where the chapter meets (spec §2): day, times, venue, address with copy and maps links,
 * email, and its calendar feed (its weekly meeting and events). `children`: more ways to
 * come along under them (the public page's 'Visit as a guest').
 */
export function MeetingInfo({ chapter, children }: { chapter: Chapter; children?: ReactNode }) {
  const headingId = useId();
  const time = formatTimeRange(chapter.timeStart, chapter.timeEnd);
  const fullAddress = formatAddress(chapter);
  const locality = formatLocality(chapter);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{texts.meetingInfo}</Heading>
      <List>
        {chapter.dayOfWeek && (
          <div>
            <dt>{texts.day}</dt>
            <dd>{chapter.dayOfWeek}</dd>
          </div>
        )}
        {time && (
          <div>
            <dt>{texts.time}</dt>
            <dd>{time}</dd>
          </div>
        )}
        {chapter.location && (
          <div>
            <dt>{texts.venue}</dt>
            <dd>{chapter.location}</dd>
          </div>
        )}
        {fullAddress && (
          <div>
            <dt>{texts.address}</dt>
            <dd>
              <address>
                {chapter.address && <div>{chapter.address}</div>}
                {locality && <div>{locality}</div>}
                {chapter.country && <div>{chapter.country}</div>}
              </address>
              <Actions>
                <CopyAddressButton address={fullAddress} />
                <ButtonAnchor href={mapsSearchUrl(fullAddress)} target="_blank" rel="noopener noreferrer" variant="secondary" size="sm" block>
                  <ExternalLinkIcon size={16} />
                  {texts.openInMaps}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </ButtonAnchor>
              </Actions>
            </dd>
          </div>
        )}
        {chapter.email && (
          <div>
            <dt>{texts.email}</dt>
            <dd>
              <Email href={`mailto:${chapter.email}`}>
                <MailIcon size={18} />
                {chapter.email}
              </Email>
            </dd>
          </div>
        )}
      </List>
      <MeetingActions>
        {chapter.dayOfWeek && (
          <AddToCalendarLink of={{ chapter: chapter.slug }} title={`${chapter.name} meetings`} block>
            {CALENDAR_TEXTS.subscribe}
          </AddToCalendarLink>
        )}
        {children}
      </MeetingActions>
    </Card>
  );
}
