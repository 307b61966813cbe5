import { CONTACT_MESSAGE_MAX_LENGTH, FIELD_LABELS, memberContactSchema } from '@gro/config';
import { MEMBER_CONTACT_TEXTS as texts } from '@gro/config/screens';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormSubmit, FormTextArea } from '@/components/ui/form';
import { DialogActions, ModalDialog } from '@/components/ui/modal-dialog';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { sendMemberMessage } from '../api/send-member-message';

interface ContactDialogProps {
  member: { id: number; fullname: string };
  /** After the message was sent (the server's toast says so). */
  onSent: () => void;
  /** Cancel, Escape or a click outside. */
  onClose: () => void;
}

type Values = { message: string };
const fields = ['message'] as const;

/**
 * "Contact {name}": a message of at most CONTACT_MESSAGE_MAX_LENGTH characters (memberContactSchema,
 * as the server checks it), sent through GRO to a member whose address the viewer may not see.
 * Focus starts in the message and returns to the Contact button when the dialog closes.
 */
export default function ContactDialog({ member, onSent, onClose }: ContactDialogProps) {
  const onSubmit = submitHandler<Values>(async ({ message }) => {
    await sendMemberMessage(member.id, message.trim());
    onSent();
  }, fields);
  return (
    <Formik<Values> initialValues={{ message: '' }} validationSchema={memberContactSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        // Escape and a click outside do nothing while the message is being sent.
        <ModalDialog role="dialog" title={texts.title(member.fullname)} description={<p>{texts.description(member.fullname)}</p>} onDismiss={onClose} busy={isSubmitting}>
        <Form aria-label={texts.title(member.fullname)}>
          <FieldStack>
            <FormTextArea
              name="message"
              label={FIELD_LABELS.message}
              hint={texts.messageHint(CONTACT_MESSAGE_MAX_LENGTH)}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
              rows={6}
              required
              data-autofocus
            />
          </FieldStack>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              {texts.cancel}
            </Button>
            <FormSubmit pendingLabel={texts.sending}>{texts.send}</FormSubmit>
          </DialogActions>
        </Form>
        </ModalDialog>
      )}
    </Formik>
  );
}
