import { FIELD_LIMITS, type CancelMeetingResult, type MeetingOccurrence } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { DialogActions, ModalDialog } from '@/components/ui/modal-dialog';
import { cancelMeeting } from '../api/cancel-meeting';

interface CancelMeetingDialogProps {
  meeting: MeetingOccurrence;
  /** The occurrence's day and time as the screen shows it. */
  day: string;
  onCancelled: (result: CancelMeetingResult) => void;
  onClose: () => void;
}

/**
 * Asks a leader why the occurrence is cancelled (one line, required) and says who will be told,
 * before anything is sent. A refusal (someone checked in, the send limit) is the request's toast;
 * the dialog stays open.
 */
export function CancelMeetingDialog({ meeting, day, onCancelled, onClose }: CancelMeetingDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(ATTENDANCE_TEXTS.cancelReasonRequired);
      return;
    }
    setPending(true);
    try {
      onCancelled((await cancelMeeting(meeting.eventId, { date: meeting.date, reason: trimmed })).data);
    } catch {
      // The request's toast says why not.
    }
    if (formRef.current?.isConnected) setPending(false);
  };

  return (
    <ModalDialog title={ATTENDANCE_TEXTS.cancelTitle(meeting.title, day)} description={<p>{ATTENDANCE_TEXTS.cancelLead}</p>} onDismiss={onClose} busy={pending}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <InputField
          label={ATTENDANCE_TEXTS.cancelReason}
          hint={ATTENDANCE_TEXTS.cancelReasonHint}
          value={reason}
          // One line: a pasted line break becomes a space.
          onChange={(event) => {
            setReason(event.target.value.replace(/[\r\n]+/g, ' '));
            setError(null);
          }}
          maxLength={FIELD_LIMITS.meetingCancellation.reason.maxLength}
          error={error}
          required
          autoComplete="off"
          data-autofocus
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {ATTENDANCE_TEXTS.keepMeeting}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {pending ? ATTENDANCE_TEXTS.cancelling : ATTENDANCE_TEXTS.cancelConfirm}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
