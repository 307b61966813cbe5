import { reminderHoursFormSchema, reminderHoursFromForm, reminderHoursToForm, type ReminderHours, type ReminderHoursFormValues } from '@gro/config';
import { REMINDER_HOURS_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { FieldStack, Form, FormActions, FormInput, FormSection, FormSubmit } from '@/components/ui/form';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { saveReminderHours, useReminderHours } from '../api/reminders';

const texts = REMINDER_HOURS_TEXTS;
const SLOTS = ['first', 'second', 'third'] as const;

const Panel = styled(Card)`
  max-width: 40rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A 400 on `hours` (the whole list) shows under the first box; one on its second element under the second. */
function onTheBoxes(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.details?.errors) return error;
  const errors = error.details.errors.map((e) => {
    const at = /^hours(?:\.|\[)?(\d)?\]?$/.exec(e.path.join('.'));
    return at ? { ...e, path: [SLOTS[Number(at[1] ?? 0)] ?? 'first'] } : e;
  });
  return new ApiError({ status: error.status, title: error.title, message: error.message, details: { ...error.details, errors } });
}

function ReminderHoursForm({ saved }: { saved: ReminderHours }) {
  const handleSubmit = submitHandler<ReminderHoursFormValues>((values) => saveReminderHours(reminderHoursFromForm(values)), SLOTS, onTheBoxes);
  return (
    <Formik initialValues={reminderHoursToForm(saved)} validationSchema={reminderHoursFormSchema} onSubmit={handleSubmit} enableReinitialize>
      <Form aria-label={texts.formLabel}>
        <FieldStack>
          <FormSection>
            <legend>{texts.legend}</legend>
            <Hint>{texts.hint}</Hint>
            {SLOTS.map((slot, i) => (
              <FormInput key={slot} name={slot} label={texts.slots[slot]} inputMode="numeric" autoComplete="off" required={i === 0} />
            ))}
          </FormSection>
          <FormActions>
            <FormSubmit pendingLabel={texts.saving}>{texts.save}</FormSubmit>
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}

/** /portal/administrator/reminders: the hours before each event at which going members are reminded (admins). */
export default function RemindersRoute() {
  const { data, error, isLoading, mutate } = useReminderHours();
  return (
    <PortalPage title={texts.title} description={texts.description}>
      <Panel>
        {isLoading && (
          <Alert tone="info" role="status">
            <p>{texts.loading}</p>
          </Alert>
        )}
        {error && !data && <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />}
        {data && <ReminderHoursForm saved={data} />}
      </Panel>
    </PortalPage>
  );
}
