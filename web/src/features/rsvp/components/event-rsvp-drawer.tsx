import type { ChapterEvent } from '@gro/config';
import { RSVP_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { Drawer } from '@/components/ui/drawer';
import { SelectField } from '@/components/ui/select';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useEventRsvps } from '../api/event-rsvps';
import { formatDayTime } from '@/lib/format';
import { AttendeeList } from './attendee-list';
import { RsvpControl } from './rsvp-control';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

/** 'RSVP' small above the event's title, which gets the header's lines (named 'RSVP — {title}'). */
const Eyebrow = styled.span`
  display: block;
  margin-bottom: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Reads as RSVP_TEXTS.drawerTitle(title), 'RSVP — {title}', the dialog's name. */
function DrawerTitle({ title }: { title: string }) {
  return (
    <>
      <Eyebrow>
        {RSVP_TEXTS.heading}
        <VisuallyHidden> — </VisuallyHidden>
      </Eyebrow>
      {title}
    </>
  );
}

/** The admins' attendee list for a date they pick among the upcoming occurrences. */
function Attendees({ eventId }: { eventId: number }) {
  const { data } = useEventRsvps(eventId);
  const [date, setDate] = useState<string | null>(null);
  const options = (data?.occurrences ?? []).map((o) => ({ value: o.date, label: formatDayTime(o.start, data!.timeZone) }));
  return (
    <Stack>
      {options.length > 1 && (
        <SelectField name="attendee-date" label={RSVP_TEXTS.occurrence} options={options} value={date ?? options[0].value} onChange={(e) => setDate(e.target.value)} />
      )}
      <AttendeeList eventId={eventId} date={date} />
    </Stack>
  );
}

interface EventRsvpDrawerProps {
  open: boolean;
  event: Pick<ChapterEvent, 'id' | 'title'> | null;
  /** Admins and the leaders of the event's chapter also see everyone's answers and export them. */
  showAttendees: boolean;
  onClose: () => void;
}

/** The RSVP drawer of event rows, cards and the dashboard: the member's RSVP per occurrence, and for admins and the chapter's leaders the attendee list. */
export default function EventRsvpDrawer({ open, event, showAttendees, onClose }: EventRsvpDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={event ? <DrawerTitle title={event.title} /> : RSVP_TEXTS.heading}>
      {event && (
        <Stack>
          <RsvpControl eventId={event.id} />
          {showAttendees && <Attendees key={event.id} eventId={event.id} />}
        </Stack>
      )}
    </Drawer>
  );
}
