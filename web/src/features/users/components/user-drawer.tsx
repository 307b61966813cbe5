import type { MemberDetail } from '@gro/config';
import { USER_DRAWER_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Drawer, DrawerTabs } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { useAuth } from '@/lib/auth';
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
  const me = useAuth().user;
  const title = user ? USER_DRAWER_TEXTS.edit : USER_DRAWER_TEXTS.create;
  const handleSubmit = async (values: UserFormValues) => {
    await saveUser(values, user?.id);
    onClose();
    await refresh(USER_REFRESHES);
  };
  const form = (
    <UserForm
      key={formKey}
      title={title}
      user={user}
      showPassword={passwordFor === formKey}
      onShowPasswordChange={(shown) => setPasswordFor(shown ? formKey : null)}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
  const tabs = USER_DRAWER_TEXTS.tabs;
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      {user ? (
        <DrawerTabs
          key={formKey}
          label={USER_DRAWER_TEXTS.tabsLabel}
          tabs={[
            { key: 'details', label: tabs.details, content: form },
            { key: 'leadership', label: tabs.leadership, content: <UserLeadership user={user} /> },
            // An admin's own two-step sign-in is changed in My Account.
            ...(me?.id === user.id ? [] : [{ key: 'security' as const, label: tabs.security, content: <UserSecondFactor user={user} /> }]),
          ]}
        />
      ) : (
        form
      )}
    </Drawer>
  );
}
