import type { SecondFactorStatus } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { useAccount } from '@/lib/auth/use-account';
import { formatDate } from '@/lib/format';
import { newRecoveryCodes, removeAuthenticator, useSecondFactor } from '../api/second-factor';
import { AccountActions, AccountSection } from '@/components/ui/account-section';
import { AuthenticatorSetupFlow, CodesStep, PasswordStep, type Asking } from './authenticator-setup';
import { PasskeysSection } from './passkeys-section';

const texts = SECOND_FACTOR_SCREEN_TEXTS;

type Step = { kind: 'idle' } | { kind: 'password'; asking: Exclude<Asking, 'turnOn'> } | { kind: 'setup' } | { kind: 'codes'; codes: string[] };

/**
 * My Account's "Two-step sign-in": turn an authenticator app on (password, scan, a code, then the
 * recovery codes shown once), off (password; not the last second step of a role that needs one),
 * make new recovery codes (password), and the member's passkeys.
 */
export function SecondFactorCard() {
  const headingId = useId();
  const account = useAccount();
  const { data: status, error, isLoading, mutate } = useSecondFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });
  const stored = (next: SecondFactorStatus) => mutate(next, { revalidate: false });

  const onPassword = (asking: Exclude<Asking, 'turnOn'>) => async (password: string) => {
    if (asking === 'newCodes') {
      setStep({ kind: 'codes', codes: (await newRecoveryCodes(password)).codes });
      await mutate();
    } else {
      // Turning the app off, or removing it while passkeys stay.
      await stored(await removeAuthenticator(password));
      idle();
    }
  };

  const passkeys = status?.passkeys.length ?? 0;
  const on = Boolean(status?.authenticator) || passkeys > 0;
  const required = account?.secondFactor?.required === true;
  const summary = (current: SecondFactorStatus) => {
    if (current.authenticator) return `${texts.on(formatDate(current.authenticator.enabledAt))} ${texts.codesLeft(current.recoveryCodesLeft)}`;
    return passkeys > 0 ? `${texts.onWithPasskeys} ${texts.codesLeft(current.recoveryCodesLeft)}` : texts.off;
  };
  return (
    <AccountSection aria-labelledby={headingId} aria-busy={isLoading}>
      <h3 id={headingId}>
        {texts.heading}
        {status && <Badge $tone={on ? 'brand' : 'neutral'}>{on ? texts.badgeOn : texts.badgeOff}</Badge>}
      </h3>
      <p>{texts.intro}</p>
      {isLoading && <Loading label={texts.loading} />}
      {error && !status && <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />}
      {status && step.kind === 'idle' && (
        <>
          <p>{summary(status)}</p>
          {status.authenticator && required && passkeys === 0 && <p>{texts.requiredForRole}</p>}
          <AccountActions>
            {on && (
              <Button variant="secondary" onClick={() => setStep({ kind: 'password', asking: 'newCodes' })}>
                {texts.newCodes}
              </Button>
            )}
            {status.authenticator && passkeys > 0 && (
              <Button variant="danger" onClick={() => setStep({ kind: 'password', asking: 'removeAuthenticator' })}>
                {texts.removeAuthenticator}
              </Button>
            )}
            {status.authenticator && passkeys === 0 && !required && (
              <Button variant="danger" onClick={() => setStep({ kind: 'password', asking: 'turnOff' })}>
                {texts.turnOff}
              </Button>
            )}
            {!status.authenticator && (
              <Button variant={on ? 'secondary' : 'primary'} onClick={() => setStep({ kind: 'setup' })}>
                {on ? texts.addAuthenticator : texts.turnOn}
              </Button>
            )}
          </AccountActions>
        </>
      )}
      {step.kind === 'password' && <PasswordStep asking={step.asking} onPassword={onPassword(step.asking)} onCancel={idle} />}
      {step.kind === 'setup' && <AuthenticatorSetupFlow onCancel={idle} onConfirmed={() => void mutate()} onFinished={idle} />}
      {step.kind === 'codes' && <CodesStep codes={step.codes} onDone={idle} />}
      {status && step.kind === 'idle' && <PasskeysSection status={status} onChanged={() => void mutate()} stored={(next) => void stored(next)} />}
    </AccountSection>
  );
}
