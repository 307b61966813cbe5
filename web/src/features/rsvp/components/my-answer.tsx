import type { MyRsvp } from '@gro/config';
import { RSVP_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatCalendarDate } from '@/lib/format';
import { StatusBadge } from './status-badge';

const Answer = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `2px ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** The member's answer for an event's soonest answered date: 'Going · Tuesday, Dec 1' (read as 'Your RSVP: Going, Tuesday, Dec 1'). */
export function MyAnswer({ answer }: { answer: MyRsvp }) {
  return (
    <Answer>
      <VisuallyHidden>{RSVP_TEXTS.yourAnswer} </VisuallyHidden>
      <StatusBadge status={answer.status} waitlistPosition={answer.waitlistPosition} />
      <VisuallyHidden>, </VisuallyHidden>
      <span>{formatCalendarDate(answer.date)}</span>
    </Answer>
  );
}
