import type { Attendee } from '@gro/config';
import { MEMBER_CONTACT_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { downloadAttendeesCsv, useAttendees } from '../api/attendees';
import { formatCalendarDate } from '@/lib/format';
import { Muted } from './rsvp-styles';

const t = RSVP_TEXTS;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Rows = styled.ul`
  display: grid;
  list-style: none;
  padding: 0;
  margin: 0;

  > li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const tone = (a: Attendee) => (a.status === 'Going' ? 'brand' : a.status === 'Waitlisted' ? 'accent' : 'neutral');

/** The admins' list of everyone's answer for one date, with contact fields, and its CSV export (under the date's RSVP card, in the RSVP drawer). */
export function AttendeeList({ eventId, date }: { eventId: number; date: string | null }) {
  const { data, error, isLoading, mutate } = useAttendees(eventId, date);
  const [exporting, setExporting] = useState(false);
  if (error) return <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void mutate()} />;
  if (isLoading || !data) {
    return (
      <Muted role="status">
        <Spinner $size={14} /> {t.loading}
      </Muted>
    );
  }
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAttendeesCsv(eventId, data.date);
    } catch {
      // The API client showed the failure.
    } finally {
      setExporting(false);
    }
  };
  // The date as the cards and the date select above write it.
  const heading = t.attendeesFor(formatCalendarDate(data.date));
  return (
    <section aria-label={heading}>
      <Header>
        <h3>{heading}</h3>
        <Button size="sm" variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
          {exporting ? t.exporting : t.exportCsv}
        </Button>
      </Header>
      {/* The date's going count and seats are on its card above: only what the card does not say, the waitlist of a limited event. */}
      {data.capacity !== null && (
        <Muted>
          {t.capacityOf(data.capacity)} · {t.statusLabels.Waitlisted}: {data.waitlisted}
        </Muted>
      )}
      {data.attendees.length === 0 ? (
        <Muted>{t.noAnswers}</Muted>
      ) : (
        <Rows>
          {data.attendees.map((a) => (
            <li key={a.userId}>
              <strong>
                {a.firstname} {a.lastname}
              </strong>
              <span>
                <Badge $tone={tone(a)}>{a.status === 'Waitlisted' ? t.waitlisted(a.waitlistPosition) : t.statusLabels[a.status]}</Badge>
              </span>
              <span>
                {/* A member of another chapter who keeps their address to their own: 'Private'. */}
                {a.email === null ? MEMBER_CONTACT_TEXTS.hidden : <a href={`mailto:${a.email}`}>{a.email}</a>}
                {a.phoneNumber && ` · ${a.phoneNumber}`}
                {a.company && ` · ${a.company}`}
              </span>
            </li>
          ))}
        </Rows>
      )}
    </section>
  );
}
