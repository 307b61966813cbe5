import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@gro/config';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** One colour per stage, so a list reads at a glance: new (amber), contacted (blue), meeting booked (green), closed (filled), not a fit (grey). */
const REFERRAL_STATUS_TONES: Record<ReferralStatus, BadgeTone> = {
  New: 'accent',
  Contacted: 'info',
  MeetingBooked: 'brand',
  Closed: 'solid',
  NotAFit: 'neutral',
};

/** A referral's status as a pill. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge $tone={REFERRAL_STATUS_TONES[status]}>{REFERRAL_STATUS_LABELS[status]}</Badge>;
}
