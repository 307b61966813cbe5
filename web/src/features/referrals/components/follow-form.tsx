import {
  REFERRAL_FOLLOW_STATUSES,
  REFERRAL_LABELS,
  REFERRAL_STATUS_LABELS,
  amountToCents,
  centsToAmount,
  formatCents,
  referralStatusSchema,
  type Referral,
  type ReferralFollowStatus,
  type ReferralStatusValues,
} from '@gro/config';
import { FieldStack, Form, FormActions, FormInput, FormSelect, FormSubmit } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { localToday } from '@/lib/format';
import { followReferral } from '../api/referrals';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';

const L = REFERRAL_LABELS;

interface FollowValues {
  status: ReferralFollowStatus | '';
  date: string;
  amount: string;
}

const fields = ['status', 'date', 'amount'] as const;
const statusOptions = REFERRAL_FOLLOW_STATUSES.map((status) => ({ value: status, label: REFERRAL_STATUS_LABELS[status] }));
const isFollowStatus = (status: string): status is ReferralFollowStatus => (REFERRAL_FOLLOW_STATUSES as readonly string[]).includes(status);

/** The date the referral's current step was recorded on, else today. */
function stepDate(referral: Referral): string {
  const dates: Partial<Record<string, string | null>> = { Contacted: referral.contactedOn, MeetingBooked: referral.meetingOn, Closed: referral.closedOn };
  return dates[referral.status] ?? localToday();
}

/** The hint under the amount: what it reads as once typed ('= $4,000.00'), so a slip of the decimal point shows. */
function amountHint(amount: string): string {
  const cents = amountToCents(amount);
  return cents !== null && amount.trim() ? `${texts.amountHint} ${texts.amountReads(formatCents(cents))}` : texts.amountHint;
}

/** The body of PUT /referral/{id}/status: the amount only when closing. */
const followBody = (values: FollowValues): ReferralStatusValues => ({
  status: values.status as ReferralFollowStatus,
  date: values.date,
  ...(values.status === 'Closed' ? { amount: values.amount.trim() } : {}),
});

/**
 * The receiver moves the referral on (referralStatusSchema): a status, its date (today by
 * default), and for Closed the closed business amount, credited to the giver.
 */
export function FollowForm({ referral, onSaved }: { referral: Referral; onSaved: (referral: Referral) => void }) {
  const initialValues: FollowValues = {
    status: isFollowStatus(referral.status) ? referral.status : '',
    date: stepDate(referral),
    amount: referral.amountCents !== null ? centsToAmount(referral.amountCents) : '',
  };
  const onSubmit = submitHandler<FollowValues>(async (values) => {
    const { data } = await followReferral(referral.id, followBody(values));
    onSaved(data);
  }, fields);

  return (
    <Formik<FollowValues> initialValues={initialValues} validationSchema={referralStatusSchema} onSubmit={onSubmit} enableReinitialize>
      {({ values }) => (
        <Form aria-label={texts.follow}>
          <FieldStack>
            {/* One field per line: the side column is too narrow for 'Meeting booked' beside a date. */}
            <FormSelect name="status" label={L.status} options={statusOptions} placeholder={REFERRAL_STATUS_LABELS.New} required />
            <FormInput name="date" type="date" label={L.date} max={localToday()} required />
            {values.status === 'Closed' && <FormInput name="amount" label={L.amount} hint={amountHint(values.amount)} inputMode="decimal" required />}
            <FormActions>
              <FormSubmit pendingLabel={texts.followPending}>{texts.followSubmit}</FormSubmit>
            </FormActions>
          </FieldStack>
        </Form>
      )}
    </Formik>
  );
}
