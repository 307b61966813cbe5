import type { EventRsvps, RsvpChoice, RsvpOccurrence } from '@gro/config';
import { RSVP_TEXTS } from '@gro/config/screens';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { answerRsvp } from '../api/event-rsvps';
import { formatDayTime } from '@/lib/format';
import { StatusBadge } from './status-badge';
import { Choices, Disclosure, Facts, Muted, OccurrenceItem, People, When } from './rsvp-styles';

const t = RSVP_TEXTS;

interface OccurrenceRsvpProps {
  eventId: number;
  timeZone: string;
  occurrence: RsvpOccurrence;
  /** The overview the server answered after a change. */
  onAnswered: (next: EventRsvps) => void;
}

function seatsText({ capacity, seatsLeft }: RsvpOccurrence): string {
  if (capacity === null || seatsLeft === null) return t.noLimit;
  return seatsLeft > 0 ? t.seatsLeft(seatsLeft) : t.full;
}

/** Going / Not going for one date, its seats, and who is going in a disclosure. */
export function OccurrenceRsvp({ eventId, timeZone, occurrence, onAnswered }: OccurrenceRsvpProps) {
  const [pending, setPending] = useState<RsvpChoice | null>(null);
  // The buttons are disabled while an answer is sent, which drops the focus: it comes back to the one pressed.
  const buttons = useRef<Partial<Record<RsvpChoice, HTMLButtonElement | null>>>({});
  const [confirming, setConfirming] = useState(false);
  const when = formatDayTime(occurrence.start, timeZone);
  const attending = occurrence.status === 'Going' || occurrence.status === 'Waitlisted';

  const send = async (status: RsvpChoice) => {
    setPending(status);
    try {
      onAnswered(await answerRsvp(eventId, { date: occurrence.date, status }));
    } finally {
      setPending(null);
      // After React has enabled the buttons again.
      setTimeout(() => buttons.current[status]?.focus(), 0);
    }
  };
  const chooseNotGoing = () => {
    if (occurrence.status === 'Going' && occurrence.waitlisted > 0) setConfirming(true);
    else void send('NotGoing').catch(() => {});
  };
  const others = occurrence.going - occurrence.attendees.length;

  if (occurrence.cancelled) {
    return (
      <OccurrenceItem>
        <When>
          <s>{when}</s>
        </When>
        <Muted>{t.cancelled(occurrence.cancelled)}</Muted>
      </OccurrenceItem>
    );
  }

  return (
    <OccurrenceItem>
      <When>{when}</When>
      <Facts>
        <StatusBadge status={occurrence.status} waitlistPosition={occurrence.waitlistPosition} />
        <span>{t.goingCount(occurrence.going)}</span>
        <span aria-hidden="true">·</span>
        <span>{seatsText(occurrence)}</span>
      </Facts>
      <Choices role="group" aria-label={`${t.heading}: ${when}`}>
        <Button
          size="sm"
          variant={attending ? 'primary' : 'secondary'}
          ref={(element) => {
            buttons.current.Going = element;
          }}
          aria-pressed={attending}
          loading={pending === 'Going'}
          disabled={pending !== null}
          onClick={() => void send('Going').catch(() => {})}
        >
          {t.going}
        </Button>
        <Button
          size="sm"
          variant={occurrence.status === 'NotGoing' ? 'primary' : 'secondary'}
          ref={(element) => {
            buttons.current.NotGoing = element;
          }}
          aria-pressed={occurrence.status === 'NotGoing'}
          loading={pending === 'NotGoing'}
          disabled={pending !== null}
          onClick={chooseNotGoing}
        >
          {t.notGoing}
        </Button>
      </Choices>
      <Disclosure>
        <summary>{t.whoIsGoing(occurrence.going)}</summary>
        {occurrence.attendees.length === 0 ? (
          <Muted>{t.nobodyYet}</Muted>
        ) : (
          <People>
            {occurrence.attendees.map((member) => (
              <li key={member.id}>
                <MemberAvatar avatar={member.avatar} name={member.fullname} size={28} />
                <span>
                  {member.fullname}
                  {member.company && ` · ${member.company.name}`}
                </span>
              </li>
            ))}
            {others > 0 && <li>{t.andMore(others)}</li>}
          </People>
        )}
      </Disclosure>
      {confirming && (
        <ConfirmDialog
          title={t.giveUpTitle}
          question={t.giveUpMessage(occurrence.waitlisted)}
          confirmLabel={t.giveUpConfirm}
          pendingLabel={t.giveUpPending}
          cancelLabel={t.cancel}
          onConfirm={async () => {
            await send('NotGoing');
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </OccurrenceItem>
  );
}
