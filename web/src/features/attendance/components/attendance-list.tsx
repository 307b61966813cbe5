import {
  ATTENDANCE_LABELS, ATTENDANCE_STATUSES, SUBSTITUTE_NAME_MAX, VISITOR_ATTENDANCE,
  type AttendanceMarkInput, type AttendanceMember, type AttendanceStatus, type AttendanceVisitor, type VisitorAttendance,
} from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { media } from '@/styles/theme';
import type { MarkChoice } from '../hooks/use-mark-queue';

const List = styled.ul`
  display: grid;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Who = styled.div`
  min-width: 0;

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const TONES: Record<AttendanceStatus | VisitorAttendance, 'success' | 'danger' | 'warning' | 'info' | 'brand'> = {
  Present: 'success',
  Attended: 'success',
  Late: 'warning',
  Absent: 'danger',
  NoShow: 'danger',
  Medical: 'info',
  Substitute: 'brand',
};

const Choices = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 2px;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};

  ${media.up('md')} {
    grid-template-columns: repeat(${({ $count }) => $count}, auto);
  }
`;

const Choice = styled.button<{ $tone: (typeof TONES)[keyof typeof TONES] }>`
  position: relative;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.gray700};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  touch-action: manipulation;

  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: 0 ${({ theme }) => theme.space[3]};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.white};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  &[aria-pressed='true'] {
    ${({ theme, $tone }) => {
      const tone = {
        success: [theme.colors.success700, theme.colors.success100],
        danger: [theme.colors.danger700, theme.colors.danger100],
        warning: [theme.colors.warning700, theme.colors.warning100],
        info: [theme.colors.info700, theme.colors.info100],
        brand: [theme.colors.brand700, theme.colors.brand100],
      }[$tone];
      return css`
        background: ${tone[1]};
        color: ${tone[0]};
        box-shadow: inset 0 0 0 1px ${tone[0]};
      `;
    }}
  }
`;

/** 'Substitute' is too long for a fifth of a phone's row: 'Sub' there, the whole word to screen readers and wider screens. */
const Long = styled.span`
  ${media.down('sm')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Short = styled.span.attrs({ 'aria-hidden': true })`
  ${media.up('sm')} {
    display: none;
  }
`;

const choiceLabel = (choice: AttendanceStatus) =>
  choice === 'Substitute' ? (
    <>
      <Long>{ATTENDANCE_LABELS.Substitute}</Long>
      <Short>{ATTENDANCE_TEXTS.substituteShort}</Short>
    </>
  ) : (
    ATTENDANCE_LABELS[choice]
  );

const SubstituteForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }

  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;

    div {
      grid-column: 1 / -1;
    }
  }
`;

const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();

/** What a member's row says under their name: company, substitute, who marked them. */
function detail(member: AttendanceMember, pending: AttendanceMarkInput | undefined): string {
  const parts = [member.company];
  const status = pending?.status ?? member.status;
  const substitute = pending ? pending.substituteName : member.substituteName;
  if (status === 'Substitute' && substitute) parts.push(ATTENDANCE_TEXTS.substituteOf(substitute));
  if (!pending && member.source === 'CheckIn') parts.push(ATTENDANCE_TEXTS.checkedIn);
  else if (!pending && member.markedBy) parts.push(ATTENDANCE_TEXTS.markedBy(member.markedBy));
  return parts.filter(Boolean).join(' · ');
}

function SubstituteFields({ member, onSave, onCancel }: { member: AttendanceMember; onSave: (name: string, email: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(member.substituteName ?? '');
  const [email, setEmail] = useState(member.substituteEmail ?? '');
  const nameRef = useRef<HTMLInputElement>(null);
  // Opened by a tap on Substitute: the name is what to type first.
  useEffect(() => nameRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name.trim(), email.trim());
  };
  return (
    <SubstituteForm onSubmit={submit} aria-label={ATTENDANCE_TEXTS.substituteTitle(fullName(member))}>
      <label>
        {ATTENDANCE_TEXTS.substituteName}
        <Input value={name} onChange={(e) => setName(e.target.value.replace(/[\r\n]/g, ' '))} maxLength={SUBSTITUTE_NAME_MAX} required autoComplete="off" ref={nameRef} />
      </label>
      <label>
        {ATTENDANCE_TEXTS.substituteEmail}
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} required autoComplete="off" />
      </label>
      <div>
        <Button type="submit" size="sm">
          {ATTENDANCE_TEXTS.substituteSave}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {ATTENDANCE_TEXTS.cancel}
        </Button>
      </div>
    </SubstituteForm>
  );
}

function MemberRow({ member, pending, onMark }: { member: AttendanceMember; pending: AttendanceMarkInput | undefined; onMark: (choice: MarkChoice) => void }) {
  const [substituting, setSubstituting] = useState(false);
  const nameId = useId();
  const status = (pending?.status as AttendanceStatus | undefined) ?? member.status;
  const name = fullName(member);
  return (
    <Row>
      <Who>
        <strong id={nameId}>{name}</strong>
        <span>{detail(member, pending)}</span>
      </Who>
      <Choices role="group" aria-label={ATTENDANCE_TEXTS.statusGroup(name)} $count={ATTENDANCE_STATUSES.length}>
        {ATTENDANCE_STATUSES.map((choice) => (
          <Choice
            key={choice}
            type="button"
            $tone={TONES[choice]}
            aria-pressed={status === choice}
            onClick={() => (choice === 'Substitute' ? setSubstituting(true) : onMark({ userId: member.userId, status: choice }))}
          >
            {choiceLabel(choice)}
          </Choice>
        ))}
      </Choices>
      {substituting && (
        <SubstituteFields
          member={member}
          onCancel={() => setSubstituting(false)}
          onSave={(substituteName, substituteEmail) => {
            setSubstituting(false);
            onMark({ userId: member.userId, status: 'Substitute', substituteName, substituteEmail });
          }}
        />
      )}
    </Row>
  );
}

/** The chapter's members, by last name, one tap per member. */
export function MemberMarks({ members, pending, onMark }: { members: AttendanceMember[]; pending: Map<string, AttendanceMarkInput>; onMark: (choice: MarkChoice) => void }) {
  return (
    <List>
      {members.map((member) => (
        <MemberRow key={member.userId} member={member} pending={pending.get(`u:${member.userId}`)} onMark={onMark} />
      ))}
    </List>
  );
}

/** The visitors registered for the meeting: came, or did not. */
export function VisitorMarks({ visitors, pending, onMark }: { visitors: AttendanceVisitor[]; pending: Map<string, AttendanceMarkInput>; onMark: (choice: MarkChoice) => void }) {
  return (
    <List>
      {visitors.map((visitor) => {
        const status = (pending.get(`v:${visitor.visitorId}`)?.status as VisitorAttendance | undefined) ?? visitor.status;
        const name = fullName(visitor);
        return (
          <Row key={visitor.visitorId}>
            <Who>
              <strong>{name}</strong>
              <span>{[visitor.company, visitor.markedBy && ATTENDANCE_TEXTS.markedBy(visitor.markedBy)].filter(Boolean).join(' · ')}</span>
            </Who>
            <Choices role="group" aria-label={ATTENDANCE_TEXTS.visitorGroup(name)} $count={VISITOR_ATTENDANCE.length}>
              {VISITOR_ATTENDANCE.map((choice) => (
                <Choice key={choice} type="button" $tone={TONES[choice]} aria-pressed={status === choice} onClick={() => onMark({ visitorId: visitor.visitorId, status: choice })}>
                  {ATTENDANCE_LABELS[choice]}
                </Choice>
              ))}
            </Choices>
          </Row>
        );
      })}
    </List>
  );
}
