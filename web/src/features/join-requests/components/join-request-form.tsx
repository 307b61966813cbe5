import { FORM_LABELS, joinRequestDefaults, joinRequestSchema, type JoinRequestValues } from '@gro/config';
import { COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormActions, FormSubmit, FormTextArea } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { CompanySelect } from '@/features/companies';

const labels = FORM_LABELS.joinRequest;
const texts = COMPANY_GATE_TEXTS;
const fields = Object.keys(joinRequestDefaults) as (keyof JoinRequestValues)[];

interface JoinRequestFormProps {
  onSubmit: (values: JoinRequestValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Request to Join (spec §5): the company, picked by type-ahead, and an optional note. */
export function JoinRequestForm({ onSubmit, onCancel }: JoinRequestFormProps) {
  const handleSubmit = submitHandler<JoinRequestValues>(onSubmit, fields);

  return (
    <Formik initialValues={joinRequestDefaults as JoinRequestValues} validationSchema={joinRequestSchema} onSubmit={handleSubmit}>
      <Form aria-label={texts.requestToJoin}>
        <FieldStack>
          <CompanySelect name="companyId" label={labels.companyId} hint={texts.companySelectHint} required />
          <FormTextArea name="note" label={labels.note} hint={texts.noteHint} rows={4} />
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {texts.cancel}
            </Button>
            <FormSubmit pendingLabel={texts.joinPending}>{texts.joinSubmit}</FormSubmit>
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}
