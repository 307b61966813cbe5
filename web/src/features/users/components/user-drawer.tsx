import type { MemberDetail } from '@gro/config';
import { USER_DRAWER_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Drawer } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { USER_REFRESHES, saveUser, type UserFormValues } from '../api/save-user';
import { UserForm } from './user-form';
import { UserLeadership } from './user-leadership';
import { UserSecondFactor } from './user-second-factor';

interface UserDrawerProps {
  open: boolean;
  /** The user to edit; null creates one. */
  user: MemberDetail | null;
  /** A new value for each opening, so the form starts afresh (password section closed). */
  formKey: number;
  onClose: () => void;
}

/** Create User / Edit User in a side drawer; closes after a successful save and refetches the lists. */
export function UserDrawer({ open, user, formKey, onClose }: UserDrawerProps) {
  const refresh = useRefreshLists();
  const [passwordFor, setPasswordFor] = useState<number | null>(null);
  const title = user ? USER_DRAWER_TEXTS.edit : USER_DRAWER_TEXTS.create;
  const handleSubmit = async (values: UserFormValues) => {
    await saveUser(values, user?.id);
    onClose();
    await refresh(USER_REFRESHES);
  };
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      <UserForm
        key={formKey}
        title={title}
        user={user}
        showPassword={passwordFor === formKey}
        onShowPasswordChange={(shown) => setPasswordFor(shown ? formKey : null)}
        onSubmit={handleSubmit}
        onCancel={onClose}
      />
      {user && <UserLeadership user={user} />}
      {user && <UserSecondFactor user={user} />}
    </Drawer>
  );
}
