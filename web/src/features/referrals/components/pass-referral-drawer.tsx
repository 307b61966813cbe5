import { ACCOUNT_API, REFERRAL_API, REFERRAL_FIGURE_API, type Referral } from '@gro/config';
import { Drawer } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';
import { PassReferralForm } from './pass-referral-form';

interface PassReferralDrawerProps {
  open: boolean;
  onClose: () => void;
  /** A new number each time it opens (useDrawer's key): a fresh form, and a fresh idempotency key. */
  formKey: number;
  receiver?: { id: number; fullname: string } | null;
  onPassed?: (referral: Referral) => void;
}

/** "Pass a referral" in a side drawer; once passed, the referral lists, the figures and the first steps load again. */
export default function PassReferralDrawer({ open, onClose, formKey, receiver, onPassed }: PassReferralDrawerProps) {
  const refresh = useRefreshLists();
  return (
    <Drawer open={open} onClose={onClose} title={receiver ? texts.passTo(receiver.fullname) : texts.pass}>
      <PassReferralForm
        key={formKey}
        receiver={receiver}
        onCancel={onClose}
        onPassed={(referral) => {
          onClose();
          void refresh([REFERRAL_API.list.path, REFERRAL_FIGURE_API.all.path, ACCOUNT_API.firstWeek.path]);
          onPassed?.(referral);
        }}
      />
    </Drawer>
  );
}
