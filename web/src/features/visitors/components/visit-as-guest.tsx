import { FORM_LABELS, HEARD_FROM_OPTIONS, type ApiMessage, type VisitorMeeting } from '@gro/config';
import { VISITOR_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldRow, FieldStack, Form, FormInput, FormSelect, FormSubmit } from '@/components/ui/form';
import { FormCard, HoneypotField, ThankYouPanel } from '@/features/contact';
import { ApiError } from '@/lib/api-client';
import { showSubmitError } from '@/lib/form-errors';
import { LightFormik } from '@/lib/form-state';
import { guestDefaults, guestValidation, registerVisitor, type GuestValues } from '../api/register-visitor';
import { formatDayTime } from '@/lib/format';

const labels = FORM_LABELS.visitor;
const texts = VISITOR_TEXTS;
const fields = Object.keys(labels) as (keyof typeof labels)[];
const heardFromOptions = HEARD_FROM_OPTIONS.map((option) => ({ value: option, label: option }));

interface VisitAsGuestProps {
  slug: string;
  meeting: VisitorMeeting;
}

/**
 * The chapter page's "Visit as a guest" form for the next meeting: names, email, phone, company,
 * industry, how they heard, and the honeypot. Field errors show under their fields; a refusal the
 * form cannot place (no meeting any more, too many tries) shows above the button. Once sent, the
 * server's thank-you replaces it.
 */
export function VisitAsGuest({ slug, meeting }: VisitAsGuestProps) {
  const [sent, setSent] = useState<ApiMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [again, setAgain] = useState(false);

  const handleSubmit = async (values: GuestValues, { setErrors }: { setErrors: (errors: Partial<Record<keyof GuestValues, string>>) => void }) => {
    setFailure(null);
    try {
      const { message } = await registerVisitor(slug, values);
      setSent(message ?? { title: texts.formTitle, message: texts.formLead(meeting.title, formatDayTime(meeting.start, meeting.timeZone)) });
    } catch (error) {
      const placed = error instanceof ApiError && Object.keys(error.fieldErrors).some((path) => (fields as string[]).includes(path));
      if (placed) showSubmitError(error, fields, setErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  if (sent) {
    return (
      <FormCard>
        <ThankYouPanel
          message={sent}
          againLabel={texts.again}
          onAgain={() => {
            setSent(null);
            setAgain(true);
          }}
        />
      </FormCard>
    );
  }

  return (
    <FormCard titleId="visit-as-guest-title" title={texts.formTitle} lead={texts.formLead(meeting.title, formatDayTime(meeting.start, meeting.timeZone))}>
      <LightFormik initialValues={guestDefaults} validate={guestValidation.validate} onSubmit={handleSubmit}>
        <Form aria-labelledby="visit-as-guest-title">
          <FieldStack>
            <FieldRow>
              {/* Focus moves here only after the visitor chose to register someone else, never on page load. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <FormInput name="firstname" label={labels.firstname} autoComplete="given-name" required autoFocus={again} />
              <FormInput name="lastname" label={labels.lastname} autoComplete="family-name" required />
            </FieldRow>
            <FormInput name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" required />
            <FieldRow $columns="2fr 1fr">
              <FormInput name="phoneNumber" type="tel" label={labels.phoneNumber} autoComplete="tel" required />
              <FormInput name="phoneExt" label={labels.phoneExt} autoComplete="tel-extension" inputMode="numeric" />
            </FieldRow>
            <FieldRow>
              <FormInput name="company" label={labels.company} autoComplete="organization" />
              <FormInput name="industry" label={labels.industry} />
            </FieldRow>
            <FormSelect name="heardFrom" label={labels.heardFrom} placeholder={texts.heardFromPlaceholder} options={heardFromOptions} required />
            <HoneypotField />
            {failure && (
              <Alert tone="danger" role="alert">
                {failure}
              </Alert>
            )}
            <FormSubmit size="lg" block pendingLabel={texts.pending}>
              {texts.submit}
            </FormSubmit>
          </FieldStack>
        </Form>
      </LightFormik>
    </FormCard>
  );
}
