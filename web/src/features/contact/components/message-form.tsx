import { FORM_LABELS, fillFirstname, type ApiMessage } from '@gro/config';
import type { FormikErrors } from 'formik';
import { useState } from 'react';
import { FieldRow, FieldStack, Form, FormInput, FormSubmit, FormTextArea } from '@/components/ui/form';
import type { ApiResult } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-errors';
import { LightFormik } from '@/lib/form-state';
import { messageDefaults, type MessageValues } from '../api/message-payload';
import { FormCard } from './form-card';
import { HoneypotField } from './honeypot-field';
import { ThankYouPanel } from './thank-you-panel';

const labels = FORM_LABELS.contact;
const fields = Object.keys(labels) as (keyof typeof labels)[];

interface MessageFormProps {
  /** Checks contactSchema or chapterApplicationSchema: the same fields and messages (spec §5). */
  validate: (values: MessageValues) => Promise<FormikErrors<MessageValues>>;
  send: (values: MessageValues) => Promise<ApiResult<null>>;
  /** The thank-you when the answer carries no message ({firstname} is filled in). */
  sentMessage: ApiMessage;
  texts: { formTitle: string; formLead?: string; submit: string; pending: string; again: string };
  /** The id of the form's heading, which names it. */
  titleId: string;
  messageHint?: string;
}

/**
 * The contact and start-a-chapter form: names, email, phone, extension, message and a honeypot.
 * Once sent, a thank-you panel with the server's message replaces it; server field errors show
 * under their fields, anything else (429 included) as the API client's danger toast.
 */
export function MessageForm({ validate, send, sentMessage, texts, titleId, messageHint }: MessageFormProps) {
  const [sent, setSent] = useState<ApiMessage | null>(null);
  const [again, setAgain] = useState(false);

  const handleSubmit = submitHandler<MessageValues>(async (values) => {
    const { message } = await send(values);
    setSent(message ?? { title: sentMessage.title, message: fillFirstname(sentMessage.message, values.firstname.trim()) });
  }, fields);

  const startAgain = () => {
    setSent(null);
    setAgain(true);
  };

  if (sent) {
    return (
      <FormCard>
        <ThankYouPanel message={sent} againLabel={texts.again} onAgain={startAgain} />
      </FormCard>
    );
  }

  return (
    <FormCard titleId={titleId} title={texts.formTitle} lead={texts.formLead}>
      <LightFormik initialValues={messageDefaults} validate={validate} onSubmit={handleSubmit}>
        <Form aria-labelledby={titleId}>
          <FieldStack>
            <FieldRow>
              <FormInput
                name="firstname"
                label={labels.firstname}
                autoComplete="given-name"
                required
                // Focus moves here only after the visitor chose to write another message, never on page load.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus={again}
              />
              <FormInput name="lastname" label={labels.lastname} autoComplete="family-name" required />
            </FieldRow>
            <FormInput name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" required />
            <FieldRow $columns="2fr 1fr">
              <FormInput name="phoneNumber" type="tel" label={labels.phoneNumber} autoComplete="tel" required />
              <FormInput name="phoneExt" label={labels.phoneExt} autoComplete="tel-extension" inputMode="numeric" />
            </FieldRow>
            <FormTextArea name="message" label={labels.message} hint={messageHint} rows={6} required />
            <HoneypotField />
            <FormSubmit size="lg" block pendingLabel={texts.pending}>
              {texts.submit}
            </FormSubmit>
          </FieldStack>
        </Form>
      </LightFormik>
    </FormCard>
  );
}
