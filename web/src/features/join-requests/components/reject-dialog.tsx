import { FIELD_LIMITS } from '@gro/config';
import { ADMIN_FORM_TEXTS, CONFIRM_TEXTS, JOIN_REQUEST_REVIEW_TEXTS } from '@gro/config/screens';
import { PromptDialog } from '@/components/ui/prompt-dialog';
import type { PendingJoinRequest } from '../api/review-join-requests';
import { memberName } from '../utils/member-name';

const texts = JOIN_REQUEST_REVIEW_TEXTS;

interface RejectDialogProps {
  request: PendingJoinRequest;
  onReject: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/** 'Optional reason for rejection:' (spec §5) in an accessible dialog; cancelling it rejects nothing. */
export function RejectDialog({ request, onReject, onCancel }: RejectDialogProps) {
  return (
    <PromptDialog
      title={texts.rejectTitle}
      description={texts.rejectIntro(memberName(request), request.company.name)}
      label={CONFIRM_TEXTS.rejectReason}
      maxLength={FIELD_LIMITS.joinRequest.reason.maxLength}
      confirmLabel={texts.rejectConfirm}
      pendingLabel={texts.rejecting}
      cancelLabel={ADMIN_FORM_TEXTS.cancel}
      onConfirm={onReject}
      onCancel={onCancel}
    />
  );
}
