import { BILLING_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { openBillingPortal } from '../api/open-billing-portal';

/** 'Manage billing': a fresh Stripe Customer Portal session, followed (update the card, invoices, cancel at period end). */
export function ManageBillingButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    if (!(await openBillingPortal())) setOpening(false);
  };
  return (
    <Button variant={variant} size="sm" loading={opening} onClick={() => void open()}>
      {opening ? BILLING_TEXTS.opening : BILLING_TEXTS.manage}
    </Button>
  );
}
