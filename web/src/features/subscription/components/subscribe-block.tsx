import { SUBSCRIBE_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { startCheckout, type PlanKey } from '../api/checkout';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.brand200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand50};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PLANS: { key: PlanKey; label: string; variant: 'primary' | 'secondary' }[] = [
  { key: 'monthly', label: SUBSCRIBE_TEXTS.monthly, variant: 'primary' },
  { key: 'yearly', label: SUBSCRIBE_TEXTS.yearly, variant: 'secondary' },
];

/** The sidebar's Subscribe block (spec §2): shown while the member's subscription is not Active. */
export function SubscribeBlock() {
  const { user } = useAuth();
  const [pending, setPending] = useState<PlanKey | null>(null);
  const headingId = useId();
  if (!user || user.subscription?.status === 'Active') return null;

  const subscribe = async (plan: PlanKey) => {
    setPending(plan);
    const leaving = await startCheckout(plan);
    if (!leaving) setPending(null);
  };

  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{SUBSCRIBE_TEXTS.heading}</h2>
      <p>{SUBSCRIBE_TEXTS.lead}</p>
      {PLANS.map(({ key, label, variant }) => (
        <Button
          key={key}
          variant={variant}
          size="sm"
          block
          loading={pending === key}
          disabled={pending !== null && pending !== key}
          onClick={() => void subscribe(key)}
        >
          {pending === key ? SUBSCRIBE_TEXTS.redirecting : label}
        </Button>
      ))}
    </Box>
  );
}
