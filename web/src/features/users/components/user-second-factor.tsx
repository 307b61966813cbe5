import type { MemberDetail } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import { AccountActions, AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth';
import { resetSecondFactor } from '../api/reset-second-factor';

const texts = SECOND_FACTOR_SCREEN_TEXTS.reset;


/** The user drawer's "Two-step sign-in" tab (admins): reset a member's lost authenticator, after a confirmation; not for the admin's own account (My Account turns it off). */
export function UserSecondFactor({ user }: { user: MemberDetail }) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const me = useAuth().user;
  if (me?.id === user.id) return null;
  const name = user.fullname || `${user.firstname} ${user.lastname}`;
  return (
    <AccountSection aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p>{texts.intro}</p>
      <AccountActions>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {texts.button}
        </Button>
      </AccountActions>
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle}
          question={texts.confirmMessage(name)}
          confirmLabel={texts.confirm}
          pendingLabel={texts.pending}
          cancelLabel={texts.cancel}
          onConfirm={async () => {
            await resetSecondFactor(user.id);
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </AccountSection>
  );
}
