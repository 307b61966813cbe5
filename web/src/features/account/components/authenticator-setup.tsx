import { authenticatorCodeSchema, secondFactorPasswordSchema, type AuthenticatorSetup } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormInput, FormPassword, FormSubmit } from '@/components/ui/form';
import { InputField } from '@/components/ui/input';
import { fileDownload } from '@/lib/download';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { toast } from '@/lib/toast';
import { confirmAuthenticator, startAuthenticator } from '../api/second-factor';
import { AccountActions } from '@/components/ui/account-section';

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

export type Asking = 'turnOn' | 'turnOff' | 'newCodes' | 'removeAuthenticator';

const passwordDefaults = { currentPassword: '' };
const codeDefaults = { code: '' };

/** A step's submit button, then Cancel when the step can go back. */
export function StepActions({ children, onCancel }: { children: ReactNode; onCancel?: () => void }) {
  return (
    <AccountActions>
      {children}
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      )}
    </AccountActions>
  );
}

/** The current password before a change: `onPassword` does the change, `onCancel` (when given) goes back. */
export function PasswordConfirm({ title, intro, submitLabel, danger = false, onPassword, onCancel }: {
  title: string;
  intro: string;
  submitLabel: string;
  danger?: boolean;
  onPassword: (password: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const handleSubmit = submitHandler<typeof passwordDefaults>((values) => onPassword(values.currentPassword), ['currentPassword']);
  return (
    <Formik initialValues={passwordDefaults} validationSchema={secondFactorPasswordSchema} onSubmit={handleSubmit}>
      <Form aria-label={title}>
        <FieldStack>
          <h4>{title}</h4>
          <p>{intro}</p>
          <FormPassword name="currentPassword" label={texts.passwordLabel} autoComplete="current-password" required />
          <StepActions onCancel={onCancel}>
            <FormSubmit variant={danger ? 'danger' : 'primary'} pendingLabel={texts.continuing}>
              {submitLabel}
            </FormSubmit>
          </StepActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}

/** The current password before a change of the authenticator app or the recovery codes. */
export function PasswordStep({ asking, onPassword, onCancel }: { asking: Asking; onPassword: (password: string) => Promise<unknown>; onCancel?: () => void }) {
  const removing = asking === 'turnOff' || asking === 'removeAuthenticator';
  return (
    <PasswordConfirm
      title={texts.passwordTitle[asking]}
      intro={texts.passwordIntro[asking]}
      submitLabel={asking === 'turnOff' ? texts.turnOff : asking === 'removeAuthenticator' ? texts.removeAuthenticator : texts.continue}
      danger={removing}
      onPassword={onPassword}
      onCancel={onCancel}
    />
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
            <StepActions onCancel={onCancel}>
              <FormSubmit pendingLabel={texts.confirming}>{texts.confirm}</FormSubmit>
            </StepActions>
          </FieldStack>
        </Form>
      </Formik>
    </>
  );
}

/** The recovery codes, shown once: copy them, download them, then close. */
export function CodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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

type SetupStep = { kind: 'password' } | { kind: 'scan'; setup: AuthenticatorSetup } | { kind: 'codes'; codes: string[] };

/**
 * Setting up an authenticator app: the current password, the QR code and key to scan, the app's
 * code, then the recovery codes shown once. `onConfirmed` runs when the code turned it on (the
 * codes still showing), `onFinished` when the member has saved them; `onCancel` before that.
 */
export function AuthenticatorSetupFlow({ onConfirmed, onFinished, onCancel }: { onConfirmed?: () => void; onFinished: () => void; onCancel?: () => void }) {
  const [step, setStep] = useState<SetupStep>({ kind: 'password' });
  if (step.kind === 'codes') return <CodesStep codes={step.codes} onDone={onFinished} />;
  if (step.kind === 'scan') {
    return (
      <ScanStep
        setup={step.setup}
        onCancel={onCancel ?? (() => setStep({ kind: 'password' }))}
        onConfirmed={(codes) => {
          setStep({ kind: 'codes', codes });
          onConfirmed?.();
        }}
      />
    );
  }
  return <PasswordStep asking="turnOn" onPassword={async (password) => setStep({ kind: 'scan', setup: await startAuthenticator(password) })} onCancel={onCancel} />;
}
