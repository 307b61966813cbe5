import { requiredLabel, type Visitor, type VisitorHostValues } from '@gro/config';
import { VISITOR_TEXTS as texts } from '@gro/config/screens';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormSubmit } from '@/components/ui/form';
import { DialogActions, ModalDialog } from '@/components/ui/modal-dialog';
import { MemberSelect } from '@/features/referrals';
import { ApiError, reportApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { setVisitorHost } from '../api/chapter-visitors';

interface VisitorHostDialogProps {
  visitor: Visitor;
  /** After the host was saved or removed (the server's toast says so). */
  onSaved: () => void;
  /** Cancel, Escape or a click outside. */
  onClose: () => void;
}

const fields = ['hostId'] as const;

/** The server's 400 (not an Active member of the visitor's chapter) is about the one field: it shows under it. */
const asFieldError = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length === 0
    ? new ApiError({ status: error.status, title: error.title, message: error.message, details: { errors: [{ path: ['hostId'], message: error.message }] } })
    : error;

/**
 * "Who brought {name}?": a type-ahead of the directory's members for the chapter member who brought
 * the guest (counted on their scorecard once the guest came), and Remove when one is set. Focus
 * starts in the type-ahead and returns to the button that opened the dialog.
 */
export function VisitorHostDialog({ visitor, onSaved, onClose }: VisitorHostDialogProps) {
  const name = `${visitor.firstname} ${visitor.lastname}`;
  const title = texts.hostDialogTitle(name);
  const [removing, setRemoving] = useState(false);
  const onSubmit = submitHandler<VisitorHostValues>(
    async ({ hostId }) => {
      await setVisitorHost(visitor.id, hostId);
      onSaved();
    },
    fields,
    asFieldError,
  );
  const remove = async () => {
    setRemoving(true);
    try {
      await setVisitorHost(visitor.id, null);
      onSaved();
    } catch (error) {
      reportApiError(error);
      setRemoving(false);
    }
  };

  return (
    <Formik<VisitorHostValues>
      initialValues={{ hostId: visitor.host?.id ?? null }}
      validate={({ hostId }) => (hostId ? {} : { hostId: requiredLabel(texts.hostLabel) })}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        // Escape and a click outside do nothing while the choice is being saved.
        <ModalDialog role="dialog" title={title} description={<p>{texts.hostDialogDescription}</p>} onDismiss={onClose} busy={isSubmitting || removing}>
          <Form aria-label={title}>
            <FieldStack>
              <MemberSelect name="hostId" label={texts.hostLabel} hint={texts.hostHint} initialText={visitor.host?.name} />
            </FieldStack>
            <DialogActions>
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting || removing}>
                {texts.cancel}
              </Button>
              {visitor.host && (
                <Button variant="secondary" onClick={() => void remove()} loading={removing} disabled={isSubmitting}>
                  {removing ? texts.removingHost : texts.removeHost}
                </Button>
              )}
              <FormSubmit pendingLabel={texts.savingHost} disabled={removing}>
                {texts.saveHost}
              </FormSubmit>
            </DialogActions>
          </Form>
        </ModalDialog>
      )}
    </Formik>
  );
}
