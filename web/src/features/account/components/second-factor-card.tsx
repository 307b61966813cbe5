import { authenticatorCodeSchema, secondFactorPasswordSchema, type AuthenticatorSetup, type SecondFactorStatus } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormInput, FormPassword, FormSubmit } from '@/components/ui/form';
import { InputField } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { fileDownload } from '@/lib/download';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { confirmAuthenticator, newRecoveryCodes, removeAuthenticator, startAuthenticator, useSecondFactor } from '../api/second-factor';
import { AccountActions, AccountSection } from './account-section';

const texts = SECOND_FACTOR_SCREEN_TEXTS;


const Qr = styled.img`
  width: 180px;
  height: 180px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Asking = 'turnOn' | 'turnOff' | 'newCodes';
type Step = { kind: 'idle' } | { kind: 'password'; asking: Asking } | { kind: 'scan'; setup: AuthenticatorSetup } | { kind: 'codes'; codes: string[] };

const passwordDefaults = { currentPassword: '' };
const codeDefaults = { code: '' };

/** The current password before a change; `onPassword` does the change. */
function PasswordStep({ asking, onPassword, onCancel }: { asking: Asking; onPassword: (password: string) => Promise<unknown>; onCancel: () => void }) {
  const handleSubmit = submitHandler<typeof passwordDefaults>((values) => onPassword(values.currentPassword), ['currentPassword']);
  return (
    <Formik initialValues={passwordDefaults} validationSchema={secondFactorPasswordSchema} onSubmit={handleSubmit}>
      <Form aria-label={texts.passwordTitle[asking]}>
        <FieldStack>
          <h4>{texts.passwordTitle[asking]}</h4>
          <p>{texts.passwordIntro[asking]}</p>
          <FormPassword name="currentPassword" label={texts.passwordLabel} autoComplete="current-password" required />
          <AccountActions>
            <FormSubmit variant={asking === 'turnOff' ? 'danger' : 'primary'} pendingLabel={texts.continuing}>
              {asking === 'turnOff' ? texts.turnOff : texts.continue}
            </FormSubmit>
            <Button variant="secondary" onClick={onCancel}>
              {texts.cancel}
            </Button>
          </AccountActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}

/** The QR code and the key in text; the app's code turns two-step sign-in on. */
function ScanStep({ setup, onConfirmed, onCancel }: { setup: AuthenticatorSetup; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const handleSubmit = submitHandler<typeof codeDefaults>(async (values) => onConfirmed((await confirmAuthenticator(values.code)).codes), ['code']);
  return (
    <>
      <p>{texts.scan}</p>
      <Qr src={setup.qrCode} alt={texts.qrAlt} width={180} height={180} />
      <InputField label={texts.secretLabel} value={setup.secret.replace(/(.{4})(?=.)/g, '$1 ')} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Formik initialValues={codeDefaults} validationSchema={authenticatorCodeSchema} onSubmit={handleSubmit}>
        <Form aria-label={texts.confirm}>
          <FieldStack>
            <FormInput name="code" label={texts.confirmLabel} autoComplete="one-time-code" inputMode="numeric" maxLength={7} required />
            <AccountActions>
              <FormSubmit pendingLabel={texts.confirming}>{texts.confirm}</FormSubmit>
              <Button variant="secondary" onClick={onCancel}>
                {texts.cancel}
              </Button>
            </AccountActions>
          </FieldStack>
        </Form>
      </Formik>
    </>
  );
}

/** The recovery codes, shown once: copy them, download them, then close. */
function CodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(texts.copied.title, texts.copied.message);
    } catch {
      toast.warning(texts.copyFailed.title, texts.copyFailed.message);
    }
  };
  return (
    <>
      <h4>{texts.codesTitle}</h4>
      <p>{texts.codesIntro}</p>
      <Codes aria-label={texts.codesTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <AccountActions>
        <Button variant="secondary" onClick={() => void copy()}>
          {texts.copyCodes}
        </Button>
        <Button variant="secondary" onClick={() => fileDownload.save(new Blob([text], { type: 'text/plain' }), texts.codesFileName)}>
          {texts.downloadCodes}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {texts.savedCodes}
        </Button>
      </AccountActions>
    </>
  );
}

/**
 * My Account's "Two-step sign-in": turn an authenticator app on (password, scan, a code, then the
 * recovery codes shown once), off (password), or make new recovery codes (password).
 */
export function SecondFactorCard() {
  const headingId = useId();
  const { data: status, error, isLoading, mutate } = useSecondFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });
  const stored = (next: SecondFactorStatus) => mutate(next, { revalidate: false });

  const onPassword = (asking: Asking) => async (password: string) => {
    if (asking === 'turnOn') setStep({ kind: 'scan', setup: await startAuthenticator(password) });
    else if (asking === 'newCodes') {
      setStep({ kind: 'codes', codes: (await newRecoveryCodes(password)).codes });
      await mutate();
    } else {
      await stored(await removeAuthenticator(password));
      idle();
    }
  };

  const on = Boolean(status?.authenticator);
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
          <p>{status.authenticator ? `${texts.on(formatDate(status.authenticator.enabledAt))} ${texts.codesLeft(status.recoveryCodesLeft)}` : texts.off}</p>
          <AccountActions>
            {on ? (
              <>
                <Button variant="secondary" onClick={() => setStep({ kind: 'password', asking: 'newCodes' })}>
                  {texts.newCodes}
                </Button>
                <Button variant="danger" onClick={() => setStep({ kind: 'password', asking: 'turnOff' })}>
                  {texts.turnOff}
                </Button>
              </>
            ) : (
              <Button variant="primary" onClick={() => setStep({ kind: 'password', asking: 'turnOn' })}>
                {texts.turnOn}
              </Button>
            )}
          </AccountActions>
        </>
      )}
      {step.kind === 'password' && <PasswordStep asking={step.asking} onPassword={onPassword(step.asking)} onCancel={idle} />}
      {step.kind === 'scan' && (
        <ScanStep
          setup={step.setup}
          onCancel={idle}
          onConfirmed={(codes) => {
            setStep({ kind: 'codes', codes });
            void mutate();
          }}
        />
      )}
      {step.kind === 'codes' && <CodesStep codes={step.codes} onDone={idle} />}
    </AccountSection>
  );
}
