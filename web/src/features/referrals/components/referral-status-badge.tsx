import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@gro/config';
import { Badge } from '@/components/ui/badge';

const tones: Record<ReferralStatus, 'brand' | 'accent' | 'neutral' | 'danger'> = {
  New: 'accent',
  Contacted: 'brand',
  MeetingBooked: 'brand',
  Closed: 'brand',
  NotAFit: 'neutral',
};

/** A referral's status as a pill. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge $tone={tones[status]}>{REFERRAL_STATUS_LABELS[status]}</Badge>;
}
