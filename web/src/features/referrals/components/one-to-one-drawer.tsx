import { ONE_TO_ONE_API } from '@gro/config';
import { Drawer } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { ONE_TO_ONE_TEXTS as texts } from '@gro/config/screens';
import { OneToOneForm } from './one-to-one-form';

interface OneToOneDrawerProps {
  open: boolean;
  onClose: () => void;
  /** A new number each time it opens: a fresh form and idempotency key. */
  formKey: number;
  member?: { id: number; fullname: string } | null;
}

/** "Propose a one-to-one" in a side drawer; once sent, the one-to-ones load again. */
export default function OneToOneDrawer({ open, onClose, formKey, member }: OneToOneDrawerProps) {
  const refresh = useRefreshLists();
  return (
    <Drawer open={open} onClose={onClose} title={member ? texts.proposeTo(member.fullname) : texts.propose}>
      <OneToOneForm
        key={formKey}
        member={member}
        onCancel={onClose}
        onProposed={() => {
          onClose();
          void refresh([ONE_TO_ONE_API.mine.path]);
        }}
      />
    </Drawer>
  );
}
