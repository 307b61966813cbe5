import { ONE_TO_ONE_STATUS_LABELS, type OneToOne } from '@gro/config';
import styled from 'styled-components';
import { CalendarIcon, DownloadIcon, MapPinIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCalendarDate, formatTimeRange, localToday } from '@/lib/format';
import { ONE_TO_ONE_TEXTS as texts } from '@gro/config/screens';
import { OneToOneNote } from './one-to-one-note';

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;

  svg {
    flex: none;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const tones = { Proposed: 'accent', Confirmed: 'brand', Cancelled: 'neutral' } as const;

/** When it is: 'Tuesday, Dec 1 · 9:00 AM'. */
export const whenOf = (o: OneToOne) => [formatCalendarDate(o.date), formatTimeRange(o.time, null)].filter(Boolean).join(' · ');

interface OneToOneCardProps {
  oneToOne: OneToOne;
  myId: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onDownload: () => void;
  onNoteSaved: () => void;
}

/** One one-to-one: with whom, when, where, its status; Confirm (the invitee, from its day), Cancel, the .ics while it is to come, and my private note. */
export function OneToOneCard({ oneToOne: o, myId, busy, onConfirm, onCancel, onDownload, onNoteSaved }: OneToOneCardProps) {
  const proposedByMe = o.proposer.id === myId;
  const other = proposedByMe ? o.invitee : o.proposer;
  const proposed = o.status === 'Proposed';
  const today = localToday();
  const dayHasCome = o.date <= today;
  return (
    <Item>
      <Head>
        <h3>{texts.withMember(other.fullname)}</h3>
        <Badge $tone={tones[o.status]}>{ONE_TO_ONE_STATUS_LABELS[o.status]}</Badge>
      </Head>
      {other.company && <Muted>{other.company}</Muted>}
      <Line>
        <CalendarIcon size={16} />
        <time dateTime={`${o.date}T${o.time}`}>{whenOf(o)}</time>
      </Line>
      <Line>
        <MapPinIcon size={16} />
        {o.place}
      </Line>
      <Muted>{proposedByMe ? texts.proposedByYou : texts.proposedBy(other.fullname)}</Muted>
      {proposed && proposedByMe && <Muted>{texts.waitingForOther(other.fullname)}</Muted>}
      {proposed && !proposedByMe && !dayHasCome && <Muted>{texts.confirmFromItsDay}</Muted>}
      <Actions>
        {proposed && !proposedByMe && dayHasCome && (
          <Button size="sm" loading={busy} onClick={onConfirm}>
            {busy ? texts.confirmPending : texts.confirm}
          </Button>
        )}
        {o.status !== 'Cancelled' && o.date >= today && (
          <Button size="sm" variant="secondary" onClick={onDownload} aria-label={texts.inviteOf(other.fullname)}>
            <DownloadIcon size={16} />
            {texts.invite}
          </Button>
        )}
        {proposed && (
          <Button size="sm" variant="secondary" aria-haspopup="dialog" aria-label={texts.cancelOf(other.fullname)} onClick={onCancel}>
            {texts.cancel}
          </Button>
        )}
      </Actions>
      <OneToOneNote id={o.id} note={o.myNote} otherName={other.fullname} onSaved={onNoteSaved} />
    </Item>
  );
}
