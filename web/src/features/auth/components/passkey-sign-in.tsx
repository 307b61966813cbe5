import type { SignInValues } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { KeyIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useFormState } from '@/lib/form-state';
import { PasskeyCancelled } from '@/lib/passkeys';
import { toast } from '@/lib/toast';
import { OrDivider } from './or-divider';

const texts = SECOND_FACTOR_SCREEN_TEXTS.passkeySignIn;

/**
 * The sign-in card's other way in: the member's passkey alone (the device asks for their
 * fingerprint, face or screen lock), with the form's 'Remember me'. A closed prompt says nothing
 * more; any other failure is a toast. Inside the sign-in form, so it reads 'Remember me'.
 */
export function PasskeySignIn() {
  const { values } = useFormState<SignInValues>();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      // Loaded on the click: the sign-in card's first paint carries only the button.
      const { signInWithPasskey } = await import('../api/second-factor');
      await signInWithPasskey(Boolean(values.rememberMe));
    } catch (error) {
      if (error instanceof PasskeyCancelled) toast.info(texts.button, error.message);
      else if (error instanceof ApiError) toast.danger(error.title, error.message);
      else toast.danger(texts.button, error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <OrDivider>{texts.divider}</OrDivider>
      <Button variant="secondary" size="lg" block loading={pending} onClick={() => void start()}>
        {pending ? (
          texts.pending
        ) : (
          <>
            <KeyIcon size={18} /> {texts.button}
          </>
        )}
      </Button>
    </>
  );
}
