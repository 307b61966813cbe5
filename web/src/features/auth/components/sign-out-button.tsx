import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { LogOutIcon } from '@/components/icons';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSignOut } from '../api/sign-out';

/** 'Sign Out': ends the session and goes to /signin, replacing history (spec §2, §4). */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);

  const handleClick = async () => {
    setPending(true);
    await signOut();
  };

  return (
    <Button {...props} onClick={handleClick} loading={pending}>
      {!pending && <LogOutIcon size={16} />}
      {AUTH_SCREEN_TEXTS.signOut}
    </Button>
  );
}
