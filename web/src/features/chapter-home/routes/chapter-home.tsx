import { ATTENDANCE_LABELS, REFERRAL_STALE_DAYS, type ChapterHome, type ChapterHomeList, type ChapterHomeMeeting } from '@gro/config';
import { MY_CHAPTER_TEXTS, SCORECARD_TEXTS } from '@gro/config/screens';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CheckCircleIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PillList } from '@/components/ui/pill-list';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatCalendarDate, formatDayTime } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { media } from '@/styles/theme';
import { useChapterHome } from '../api/get-chapter-home';

const texts = MY_CHAPTER_TEXTS.home;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Section = styled(Card).attrs({ as: 'section' })<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  ${media.up('lg')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

/** The number beside a section's title. */
const Count = styled.span`
  min-width: 1.75rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.gray800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Items = styled.ul`
  display: grid;
  list-style: none;

  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space[2]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
    overflow-wrap: anywhere;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;


const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const MeetingTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** The sheet's counts as the leader reads them before and during the meeting: who is expected, who said they will be away. */
function tallies(meeting: ChapterHomeMeeting): string[] {
  const { counts } = meeting;
  const parts = [texts.expected(counts.Unmarked)];
  for (const status of ['Present', 'Late', 'Absent', 'Medical', 'Substitute'] as const) {
    if (counts[status]) parts.push(texts.away(ATTENDANCE_LABELS[status], counts[status]));
  }
  const visitors = counts.visitorsAttended + counts.visitorsNoShow + counts.visitorsUnmarked;
  if (visitors) parts.push(texts.visitorsRegistered(visitors));
  return parts;
}

function MeetingSection({ home }: { home: ChapterHome }) {
  const headingId = useId();
  const { meeting, chapter } = home;
  const params = { chapterId: chapter.id };
  const sheet = (checkIn: boolean) =>
    meeting ? buildUrl(paths.portal.myChapterAttendance, { params, query: { event: meeting.eventId, date: meeting.date, ...(checkIn ? { checkIn: 1 } : {}) } }) : '';
  return (
    <Section $wide aria-labelledby={headingId}>
      <h2 id={headingId}>
        {texts.meetingTitle}
        {meeting?.underWay && <Badge $tone="accent">{texts.underWay}</Badge>}
      </h2>
      {meeting ? (
        <>
          <div>
            <MeetingTitle>{meeting.title}</MeetingTitle>
            <Muted>{formatDayTime(meeting.start, home.timeZone)}</Muted>
          </div>
          <PillList aria-label={texts.countsLabel}>
            {tallies(meeting).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </PillList>
          <Actions>
            <ButtonLink to={sheet(true)}>
              <CheckCircleIcon size={16} />
              {texts.startCheckIn}
            </ButtonLink>
            <ButtonLink to={sheet(false)} variant="secondary">
              {texts.openSheet}
            </ButtonLink>
          </Actions>
        </>
      ) : (
        <>
          <Muted>
            <strong>{texts.noMeeting}.</strong> {texts.noMeetingHint}
          </Muted>
          <Actions>
            <ButtonLink to={buildUrl(paths.portal.myChapterEvents, { params })} variant="secondary">
              {texts.addEvent}
            </ButtonLink>
          </Actions>
        </>
      )}
    </Section>
  );
}

interface ListSectionProps<T> {
  title: string;
  lead?: string;
  list: ChapterHomeList<T>;
  /** The number beside the title, when it counts something else than the list's items. */
  count?: number;
  empty: string;
  action: { label: string; to: string };
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

function ListSection<T>({ title, lead, list, count = list.total, empty, action, render, itemKey }: ListSectionProps<T>) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title}
        <Count>{count}</Count>
      </h2>
      {lead && <Muted>{lead}</Muted>}
      {list.total === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <Items>
          {list.items.map((item) => (
            <li key={itemKey(item)}>{render(item)}</li>
          ))}
          {list.total > list.items.length && (
            <li>
              <span>{texts.more(list.total - list.items.length)}</span>
            </li>
          )}
        </Items>
      )}
      <div>
        <Link to={action.to}>{action.label}</Link>
      </div>
    </Section>
  );
}

/**
 * /portal/my-chapter/{chapterId}: a leader's home for the chapter. What needs attention now, each
 * with its action: the next meeting (or the one under way) with its counts and "Start check-in", the
 * visitors who came and wait to be followed up, join requests and new companies to review, the
 * referrals its members left untouched, and the members past the attendance policy.
 */
export default function ChapterHomeRoute() {
  const { chapterId } = useParams();
  const { data, error, isLoading, mutate } = useChapterHome(chapterId);
  const params = { chapterId: chapterId ?? '' };
  return (
    <PortalPage title={texts.title(data?.chapter.name)} description={texts.description}>
      {isLoading && (
        <Grid aria-busy="true" aria-label={texts.loading}>
          <Skeleton $height="10rem" $width="100%" />
          <Skeleton $height="10rem" $width="100%" />
        </Grid>
      )}
      {error && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && (
        <Grid>
          <MeetingSection home={data} />
          <ListSection
            title={texts.visitorsTitle}
            list={data.visitors}
            empty={texts.visitorsEmpty}
            action={{ label: texts.visitorsAction, to: buildUrl(paths.portal.myChapterVisitors, { params }) }}
            itemKey={(v) => v.id}
            render={(v) => (
              <>
                <strong>{`${v.firstname} ${v.lastname}`}</strong>
                <span>{[v.company, texts.visitorCame(formatCalendarDate(v.occurrenceDate) || v.occurrenceDate)].filter(Boolean).join(' · ')}</span>
              </>
            )}
          />
          <ListSection
            title={texts.joinRequestsTitle}
            list={data.joinRequests}
            empty={texts.joinRequestsEmpty}
            action={{ label: texts.joinRequestsAction, to: buildUrl(paths.portal.myChapterJoinRequests, { params }) }}
            itemKey={(r) => r.id}
            render={(r) => (
              <>
                <strong>{r.member}</strong>
                <span>{texts.wantsToJoin(r.company)}</span>
              </>
            )}
          />
          <ListSection
            title={texts.companiesTitle}
            list={data.companies}
            empty={texts.companiesEmpty}
            action={{ label: texts.companiesAction, to: buildUrl(paths.portal.myChapterJoinRequests, { params }) }}
            itemKey={(c) => c.uuid}
            render={(c) => (
              <>
                <strong>{c.name}</strong>
                {c.creator && <span>{texts.createdBy(c.creator)}</span>}
              </>
            )}
          />
          <ListSection
            title={texts.referralsTitle}
            lead={texts.referralsLead(REFERRAL_STALE_DAYS)}
            list={data.staleReferrals}
            count={data.staleReferrals.referrals}
            empty={texts.referralsEmpty}
            action={{ label: texts.referralsAction, to: buildUrl(paths.portal.chapterReferrals, { params }) }}
            itemKey={(r) => r.userId}
            render={(r) => (
              <>
                <strong>{r.member}</strong>
                <span>{texts.untouched(r.count)}</span>
              </>
            )}
          />
          <ListSection
            title={SCORECARD_TEXTS.homePastPolicyTitle}
            lead={SCORECARD_TEXTS.policyLine(data.pastPolicy.maxAbsences, data.pastPolicy.months)}
            list={data.pastPolicy}
            empty={SCORECARD_TEXTS.homePastPolicyEmpty}
            action={{ label: SCORECARD_TEXTS.homeSeeScorecards, to: buildUrl(paths.portal.chapterScorecards, { params }) }}
            itemKey={(p) => p.userId}
            render={(p) => (
              <>
                <Link to={{ pathname: buildUrl(paths.portal.chapterScorecards, { params }), search: `?member=${p.userId}` }}>
                  <strong>{p.member}</strong>
                </Link>
                <span>{SCORECARD_TEXTS.absences(p.absences)}</span>
              </>
            )}
          />
        </Grid>
      )}
    </PortalPage>
  );
}
