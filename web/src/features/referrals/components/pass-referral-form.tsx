import {
  REFERRAL_LABELS,
  REFERRAL_TYPES,
  REFERRAL_TYPE_LABELS,
  REFERRAL_WARMTH_LABELS,
  REFERRAL_WARMTH_MAX,
  REFERRAL_WARMTH_MIN,
  referralSchema,
  type Referral,
  type ReferralType,
  type ReferralValues,
} from '@gro/config';
import { Button } from '@/components/ui/button';
import { FieldRow, FieldStack, Form, FormActions, FormCheckbox, FormInput, FormSection, FormSelect, FormSubmit, FormTextArea } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { passReferral } from '../api/referrals';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';
import { useIdempotencyKey } from '../utils/idempotency-key';
import { MemberSelect } from './member-select';

const L = REFERRAL_LABELS;

interface PassValues {
  receiverId: number | null;
  type: ReferralType;
  contactName: string;
  contactCompany: string;
  contactPhone: string;
  contactEmail: string;
  need: string;
  /** The select's value, '1' to '5' ('' until chosen). */
  warmth: string;
  expectsCall: boolean;
}

const fields = ['receiverId', 'type', 'contactName', 'contactCompany', 'contactPhone', 'contactEmail', 'need', 'warmth', 'expectsCall'] as const;

const typeOptions = REFERRAL_TYPES.map((type) => ({ value: type, label: REFERRAL_TYPE_LABELS[type] }));
const warmthOptions = Array.from({ length: REFERRAL_WARMTH_MAX - REFERRAL_WARMTH_MIN + 1 }, (_, index) => REFERRAL_WARMTH_MIN + index).map((warmth) => ({
  value: String(warmth),
  label: REFERRAL_WARMTH_LABELS[warmth],
}));

const text = (value: string) => value.trim() || undefined;

/** The body of POST /referral: an Internal referral has no contact (the giver is the customer). */
function referralBody(values: PassValues): ReferralValues {
  const outside = values.type === 'Outside';
  return {
    receiverId: values.receiverId as number,
    type: values.type,
    contactName: outside ? text(values.contactName) : undefined,
    contactCompany: outside ? text(values.contactCompany) : undefined,
    contactPhone: outside ? text(values.contactPhone) : undefined,
    contactEmail: outside ? text(values.contactEmail) : undefined,
    need: values.need.trim(),
    warmth: Number(values.warmth),
    expectsCall: values.expectsCall,
  };
}

interface PassReferralFormProps {
  /** The member it goes to, when the form opened from their profile or card. */
  receiver?: { id: number; fullname: string } | null;
  onPassed: (referral: Referral) => void;
  onCancel: () => void;
}

/**
 * Pass a referral (referralSchema): the member, the type, the contact (a contact of mine only),
 * what they need, how warm, whether the contact expects the call. One idempotency key per opened
 * form, so a double click or a retry stores one referral.
 */
export function PassReferralForm({ receiver, onPassed, onCancel }: PassReferralFormProps) {
  const idempotencyKey = useIdempotencyKey();
  const initialValues: PassValues = {
    receiverId: receiver?.id ?? null,
    type: 'Outside',
    contactName: '',
    contactCompany: '',
    contactPhone: '',
    contactEmail: '',
    need: '',
    warmth: '',
    expectsCall: false,
  };
  const onSubmit = submitHandler<PassValues>(async (values) => {
    const { data } = await passReferral(referralBody(values), idempotencyKey);
    onPassed(data);
  }, fields);

  return (
    <Formik<PassValues> initialValues={initialValues} validationSchema={referralSchema} onSubmit={onSubmit}>
      {({ values }) => (
        <Form aria-label={texts.pass}>
          <FieldStack>
            <MemberSelect name="receiverId" label={L.receiver} hint={texts.memberHint} initialText={receiver?.fullname} />
            <FormSelect name="type" label={L.type} options={typeOptions} required />
            {values.type === 'Outside' && (
              <FormSection>
                <legend>{texts.contactSection}</legend>
                <FormInput name="contactName" label={L.contactName} autoComplete="off" required />
                <FormInput name="contactCompany" label={L.contactCompany} autoComplete="off" />
                <FieldRow>
                  <FormInput name="contactPhone" type="tel" label={L.contactPhone} autoComplete="off" />
                  <FormInput name="contactEmail" type="email" label={L.contactEmail} autoComplete="off" />
                </FieldRow>
              </FormSection>
            )}
            <FormTextArea name="need" label={L.need} rows={4} required />
            <FormSelect name="warmth" label={L.warmth} options={warmthOptions} placeholder={texts.warmthPlaceholder} required />
            <FormCheckbox name="expectsCall" label={L.expectsCall} />
            <FormActions>
              <Button variant="secondary" onClick={onCancel}>
                {texts.cancel}
              </Button>
              <FormSubmit pendingLabel={texts.passPending}>{texts.passSubmit}</FormSubmit>
            </FormActions>
          </FieldStack>
        </Form>
      )}
    </Formik>
  );
}
