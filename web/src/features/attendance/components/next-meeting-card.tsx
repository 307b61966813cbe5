import { AHEAD_STATUSES, ATTENDANCE_LABELS, SUBSTITUTE_NAME_MAX, aheadMarkSchema, type AheadMarkRequest, type AheadStatus, type MyMeeting } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { FieldRow, FieldStack, Form, FormActions, FormInput, FormSubmit } from '@/components/ui/form';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { formatDayTime } from '@/lib/format';
import { media } from '@/styles/theme';
import { checkInOnline } from '../api/check-in';
import { sayAhead, useMyNextMeeting } from '../api/my-meeting';

const texts = ATTENDANCE_TEXTS.ahead;

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space[8]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Meeting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Question = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  border: 0;
  padding: 0;
  margin: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray800};
  }
`;

/** Four answers: two by two on a phone, in one row from a tablet up. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};

  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Choice = styled.button<{ $pressed: boolean }>`
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.gray800};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.brand600};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: default;
  }

  ${({ $pressed }) =>
    $pressed &&
    css`
      border-color: ${({ theme }) => theme.colors.brand700};
      background: ${({ theme }) => theme.colors.brand700};
      color: ${({ theme }) => theme.colors.white};
    `}
`;

/** Check-in from the dashboard: the lead and its button, side by side from a tablet up. */
const CheckIn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
`;

type Choice = AheadStatus | null;
const CHOICES: Choice[] = [null, ...AHEAD_STATUSES];
const choiceLabel = (choice: Choice) => (choice === null ? texts.choices.expected : texts.choices[choice]);

/** What the card says under the answers about the stored mark. */
function statusLine(meeting: MyMeeting): string {
  if (meeting.source === 'CheckIn') return texts.checkedIn;
  if (meeting.status && meeting.source === 'Leader') return texts.markedByLeader(ATTENDANCE_LABELS[meeting.status]);
  if (!meeting.open) return texts.closed;
  if (meeting.status === 'Absent') return texts.absent;
  if (meeting.status === 'Medical') return texts.medical;
  if (meeting.status === 'Substitute') return texts.substitute(meeting.substituteName ?? '');
  return texts.expected;
}

type SubstituteValues = Required<Pick<AheadMarkRequest, 'date' | 'status'>> & {
  substituteName: string;
  substituteEmail: string;
};
const substituteFields = ['substituteName', 'substituteEmail'] as const;

function SubstituteForm({ meeting, onSaved, onCancel }: { meeting: MyMeeting; onSaved: (meeting: MyMeeting) => void; onCancel: () => void }) {
  const initialValues: SubstituteValues = {
    date: meeting.date,
    status: 'Substitute',
    substituteName: meeting.substituteName ?? '',
    substituteEmail: meeting.substituteEmail ?? '',
  };
  const onSubmit = submitHandler<SubstituteValues>(async (values) => {
    const { data } = await sayAhead(meeting.eventId, {
      ...values,
      substituteName: values.substituteName.trim(),
      substituteEmail: values.substituteEmail.trim(),
    });
    onSaved(data.meeting);
  }, substituteFields);
  return (
    <Formik<SubstituteValues> initialValues={initialValues} validationSchema={aheadMarkSchema} onSubmit={onSubmit}>
      <Form aria-label={texts.choices.Substitute}>
        <FieldStack>
          <Status>{texts.substituteLead}</Status>
          <FieldRow>
            <FormInput name="substituteName" label={texts.substituteName} maxLength={SUBSTITUTE_NAME_MAX} autoComplete="off" required />
            <FormInput name="substituteEmail" type="email" label={texts.substituteEmail} maxLength={254} autoComplete="off" required />
          </FieldRow>
          <FormActions>
            <FormSubmit pendingLabel={texts.substitutePending}>{texts.substituteSubmit}</FormSubmit>
            <Button variant="secondary" onClick={onCancel}>
              {texts.cancel}
            </Button>
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}

/**
 * The dashboard's card of the member's next chapter meeting: its day, time and place, and until it
 * starts whether they will be there (expected, absent, Medical, or sending a substitute, who is
 * emailed the details); at an online or hybrid meeting, while check-in is open, a Check in button.
 * Nothing when no meeting is scheduled for their chapter. With `eventId` (an event's page), only
 * when that event is the member's next meeting.
 */
export default function NextMeetingCard({ eventId }: { eventId?: number }) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useMyNextMeeting();
  const [substituting, setSubstituting] = useState(false);
  const [saving, setSaving] = useState<Choice | undefined>(undefined);
  const [checkingIn, setCheckingIn] = useState(false);
  const meeting = data?.meeting ?? null;
  if (!isLoading && !error && !meeting) return null;
  // On an event's page: nothing while loading or failing, and nothing for another meeting.
  if (eventId !== undefined && meeting?.eventId !== eventId) return null;

  const saved = (next: MyMeeting) => {
    setSubstituting(false);
    void mutate({ meeting: next, cancelled: data?.cancelled ?? [] }, { revalidate: false });
  };
  const choose = async (choice: Choice) => {
    if (!meeting) return;
    if (choice === 'Substitute') {
      setSubstituting(true);
      return;
    }
    setSubstituting(false);
    setSaving(choice);
    try {
      const { data: result } = await sayAhead(meeting.eventId, {
        date: meeting.date,
        status: choice,
      });
      saved(result.meeting);
    } catch {
      // The request's toast says what went wrong; the answers stay as stored.
    } finally {
      setSaving(undefined);
    }
  };
  const checkIn = async () => {
    if (!meeting) return;
    setCheckingIn(true);
    try {
      await checkInOnline({ eventId: meeting.eventId, date: meeting.date });
      await mutate();
    } catch {
      // The request's toast says why not.
    } finally {
      setCheckingIn(false);
    }
  };
  const canCheckIn = meeting !== null && meeting.checkInOpen && meeting.format !== 'InPerson' && meeting.source !== 'CheckIn';
  const current: Choice = meeting?.status && (AHEAD_STATUSES as readonly string[]).includes(meeting.status) ? (meeting.status as AheadStatus) : null;
  const pressed: Choice = substituting ? 'Substitute' : current;

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.title}</h2>
      {isLoading && <Skeleton $height="6rem" $width="100%" />}
      {error && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {meeting && (
        <>
          {data?.cancelled.map((o) => (
            <Alert key={`${o.eventId}:${o.date}`} tone="warning">
              {texts.cancelled(o.title, formatDayTime(o.start, meeting.timeZone), o.cancellation?.reason ?? '')}
            </Alert>
          ))}
          <Meeting>
            <strong>{meeting.title}</strong>
            <p>{[formatDayTime(meeting.start, meeting.timeZone), meeting.location].filter(Boolean).join(' · ')}</p>
          </Meeting>
          {canCheckIn && (
            <CheckIn>
              <Status>{meeting.format === 'Online' ? texts.checkInOnline : texts.checkInHybrid}</Status>
              <Button onClick={() => void checkIn()} disabled={checkingIn} aria-busy={checkingIn || undefined}>
                {checkingIn ? texts.checkingIn : texts.checkInNow}
              </Button>
            </CheckIn>
          )}
          {meeting.open && (
            <Question>
              <legend>{texts.question}</legend>
              <Choices>
                {CHOICES.map((choice) => (
                  <Choice
                    key={choice ?? 'expected'}
                    type="button"
                    $pressed={pressed === choice}
                    aria-pressed={pressed === choice}
                    disabled={saving !== undefined}
                    onClick={() => void choose(choice)}
                  >
                    {saving === choice ? texts.saving : choiceLabel(choice)}
                  </Choice>
                ))}
              </Choices>
            </Question>
          )}
          {substituting && meeting.open ? (
            <SubstituteForm meeting={meeting} onSaved={saved} onCancel={() => setSubstituting(false)} />
          ) : (
            <Status role="status">{statusLine(meeting)}</Status>
          )}
        </>
      )}
    </Panel>
  );
}
