import { USER_MENU_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Drawer } from '@/components/ui/drawer';
import { useAuth } from '@/lib/auth';
import { AboutForm } from './about-form';
import { AvatarUpload } from './avatar-upload';
import { CalendarFeedCard } from './calendar-feed-card';
import { DevicesCard } from './devices-card';
import { ChangePasswordForm } from './change-password-form';
import { ContactVisibilitySetting } from './contact-visibility';
import { DirectoryVisibility } from './directory-visibility';
import { ProfileForm } from './profile-form';
import { SecondFactorCard } from './second-factor-card';
import { SettingsTable } from './settings-table';

export type AccountDrawer = 'account' | 'password' | 'settings';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

interface AccountDrawersProps {
  open: AccountDrawer | null;
  onClose: () => void;
}

/** My Account, Change Password and Settings, each in a side drawer that closes after a successful submit. */
export function AccountDrawers({ open, onClose }: AccountDrawersProps) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <Drawer open={open === 'account'} onClose={onClose} title={USER_MENU_TEXTS.myAccount}>
        <Stack>
          <AvatarUpload user={user} />
          <ProfileForm user={user} onSaved={onClose} />
          <AboutForm user={user} />
          <DirectoryVisibility user={user} />
          <ContactVisibilitySetting user={user} />
          <SecondFactorCard />
          <DevicesCard />
          <CalendarFeedCard />
        </Stack>
      </Drawer>
      <Drawer open={open === 'password'} onClose={onClose} title={USER_MENU_TEXTS.changePassword}>
        <ChangePasswordForm onSaved={onClose} />
      </Drawer>
      <Drawer open={open === 'settings'} onClose={onClose} title={USER_MENU_TEXTS.settings}>
        <SettingsTable />
      </Drawer>
    </>
  );
}
