import { REFERRAL_LABELS, oneToOneSchema, type OneToOne, type OneToOneValues } from '@gro/config';
import { SELECT_TEXTS } from '@gro/config/screens';
import { Button } from '@/components/ui/button';
import { FieldRow, FieldStack, Form, FormActions, FormInput, FormSubmit, FormTimeSelect } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { localToday } from '@/lib/format';
import { proposeOneToOne } from '../api/one-to-ones';
import { ONE_TO_ONE_TEXTS as texts } from '@gro/config/screens';
import { useIdempotencyKey } from '../utils/idempotency-key';
import { MemberSelect } from './member-select';

const L = REFERRAL_LABELS;

interface ProposeValues {
  withId: number | null;
  date: string;
  time: string;
  place: string;
}

const fields = ['withId', 'date', 'time', 'place'] as const;

interface OneToOneFormProps {
  /** The member it is proposed to, when opened from their profile or card. */
  member?: { id: number; fullname: string } | null;
  onProposed: (oneToOne: OneToOne) => void;
  onCancel: () => void;
}

/** Propose a one-to-one (oneToOneSchema): the member, the date, the time in 15-minute steps and the place. */
export function OneToOneForm({ member, onProposed, onCancel }: OneToOneFormProps) {
  const idempotencyKey = useIdempotencyKey();
  // A breakfast time to start from: the time list (96 quarter hours) opens there, not at 12:00 AM.
  const initialValues: ProposeValues = { withId: member?.id ?? null, date: '', time: '08:00', place: '' };
  const onSubmit = submitHandler<ProposeValues>(async (values) => {
    const body: OneToOneValues = { withId: values.withId as number, date: values.date, time: values.time, place: values.place.trim() };
    const { data } = await proposeOneToOne(body, idempotencyKey);
    onProposed(data);
  }, fields);

  return (
    <Formik<ProposeValues> initialValues={initialValues} validationSchema={oneToOneSchema} onSubmit={onSubmit}>
      <Form aria-label={texts.propose}>
        <FieldStack>
          <MemberSelect name="withId" label={L.with} initialText={member?.fullname} />
          <FieldRow>
            <FormInput name="date" type="date" label={L.date} min={localToday()} required />
            <FormTimeSelect name="time" label={L.time} hint={texts.timeZoneHint} placeholder={SELECT_TEXTS.placeholder} required />
          </FieldRow>
          <FormInput name="place" label={L.place} hint={texts.placeHint} required />
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {texts.cancel}
            </Button>
            <FormSubmit pendingLabel={texts.proposePending}>{texts.proposeSubmit}</FormSubmit>
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}
