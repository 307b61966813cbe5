import { REFERRAL_STATUS_LABELS, formatCents, type ReferralChange, type ReferralStatus } from '@gro/config';
import styled from 'styled-components';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useReferralHistory } from '../api/referrals';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};

  li {
    position: relative;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }

  li::before {
    content: '';
    position: absolute;
    left: calc(-1 * ${({ theme }) => theme.space[4]} - 6px);
    top: 0.4em;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand500};
  }

  time,
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** What changed, in words: 'Contacted → Closed, $4,000.00'. */
function describe(change: ReferralChange): string | null {
  const show = (side: Record<string, unknown> | null) => {
    if (!side) return null;
    const status = typeof side.status === 'string' ? REFERRAL_STATUS_LABELS[side.status as ReferralStatus] ?? side.status : null;
    const amount = typeof side.amountCents === 'number' ? formatCents(side.amountCents) : null;
    return [status, amount].filter(Boolean).join(', ') || null;
  };
  const before = show(change.before);
  const after = show(change.after);
  if (before && after) return `${before} → ${after}`;
  return after ?? before;
}

/** Admins: the referral's history (GET /referral/{id}/history), oldest first, as a timeline. */
export function ReferralHistory({ referralId }: { referralId: number }) {
  const { data, error, isLoading, mutate } = useReferralHistory(referralId, true);
  if (isLoading) return <Loading label={texts.historyLoading} />;
  if (error) return <LoadError message={texts.historyLoadFailed} onRetry={() => void mutate()} />;
  if (!data?.length) return <p>{texts.historyEmpty}</p>;
  return (
    <Timeline>
      {data.map((change) => (
        <li key={change.id}>
          <strong>{texts.historyActions[change.action]}</strong>
          {describe(change) && <span>{describe(change)}</span>}
          <small>{change.actor ? texts.by(change.actor.fullname) : texts.system}</small>
          <time dateTime={change.at}>{formatDateTime(change.at)}</time>
        </li>
      ))}
    </Timeline>
  );
}
