import { addPasskeyFormSchema, renamePasskeySchema, suggestedPasskeyName, type Passkey, type SecondFactorStatus } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { KeyIcon } from '@/components/icons';
import { AccountActions, AccountList, AccountListItem } from '@/components/ui/account-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormInput, FormPassword, FormSubmit } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { formatDate } from '@/lib/format';
import { PasskeyCancelled, passkeysSupported } from '@/lib/passkeys';
import { toast } from '@/lib/toast';
import { addPasskey, removePasskey, renamePasskey } from '../api/second-factor';
import { CodesStep, PasswordConfirm, StepActions } from './authenticator-setup';

const texts = SECOND_FACTOR_SCREEN_TEXTS.passkeys;

const Buttons = styled.span`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Passkeys as their own part of the two-step section, below its buttons. */
const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.strong`
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brand700};
  }
`;

/** The device's own refusals are toasts (a closed prompt a quiet one); the server's answers go to the form. */
function deviceProblem(error: unknown): null {
  if (error instanceof ApiError || !(error instanceof Error)) throw error;
  if (error instanceof PasskeyCancelled) toast.info(texts.addTitle, error.message);
  else toast.danger(texts.addTitle, error.message);
  return null;
}

/**
 * Adding a passkey: its name (the browser's own, offered) and the current password, then the device
 * makes it. The account's first second step shows its recovery codes once before `onFinished`.
 * `onAdded` runs as soon as it is stored.
 */
export function AddPasskeyFlow({ onAdded, onFinished, onCancel }: { onAdded?: () => void; onFinished: () => void; onCancel?: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const defaults = { name: suggestedPasskeyName(typeof navigator === 'undefined' ? '' : navigator.userAgent), currentPassword: '' };
  const handleSubmit = submitHandler<typeof defaults>(async (values) => {
    const added = await addPasskey(values.currentPassword, values.name).catch(deviceProblem);
    if (!added) return;
    onAdded?.();
    if (added.recoveryCodes) setCodes(added.recoveryCodes);
    else onFinished();
  }, ['name', 'currentPassword']);
  if (codes) return <CodesStep codes={codes} onDone={onFinished} />;
  if (!passkeysSupported()) return <p role="status">{texts.unsupported}</p>;
  return (
    <Formik initialValues={defaults} validationSchema={addPasskeyFormSchema} onSubmit={handleSubmit}>
      <Form aria-label={texts.addTitle}>
        <FieldStack>
          <h4>{texts.addTitle}</h4>
          <p>{texts.addIntro}</p>
          <FormInput name="name" label={texts.nameLabel} autoComplete="off" required />
          <FormPassword name="currentPassword" label={SECOND_FACTOR_SCREEN_TEXTS.passwordLabel} autoComplete="current-password" required />
          <StepActions onCancel={onCancel}>
            <FormSubmit pendingLabel={texts.adding}>{texts.add}</FormSubmit>
          </StepActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}

/** A passkey's new name, in place of its row; the field takes the focus when it opens. */
function RenameForm({ passkey, onSaved, onCancel }: { passkey: Passkey; onSaved: () => void; onCancel: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const handleSubmit = submitHandler<{ name: string }>(async (values) => {
    await renamePasskey(passkey.id, values.name);
    onSaved();
  }, ['name']);
  return (
    <Formik initialValues={{ name: passkey.name }} validationSchema={renamePasskeySchema} onSubmit={handleSubmit}>
      <Form aria-label={texts.rename}>
        <FieldStack>
          <FormInput name="name" label={texts.renameLabel(passkey.name)} autoComplete="off" required ref={field} />
          <StepActions onCancel={onCancel}>
            <FormSubmit pendingLabel={texts.saving}>{texts.save}</FormSubmit>
          </StepActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}

type Editing = { kind: 'idle' } | { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey };

/**
 * "Passkeys" inside My Account's two-step sign-in: each passkey (its name, when it was added and
 * last used, whether it is synced), Rename and Remove (after the password), and Add a passkey.
 * `onChanged` reloads the two-step state (`stored` keeps an answer that carries it).
 */
export function PasskeysSection({ status, onChanged, stored }: { status: SecondFactorStatus; onChanged: () => void; stored: (next: SecondFactorStatus) => void }) {
  const [editing, setEditing] = useState<Editing>({ kind: 'idle' });
  const idle = () => setEditing({ kind: 'idle' });
  return (
    <Part>
      <h4>{texts.heading}</h4>
      <p>{texts.intro}</p>
      {status.passkeys.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <AccountList aria-label={texts.heading}>
          {status.passkeys.map((passkey) => (
            <AccountListItem key={passkey.id}>
              {editing.kind === 'rename' && editing.passkey.id === passkey.id ? (
                <div>
                  <RenameForm
                    passkey={passkey}
                    onCancel={idle}
                    onSaved={() => {
                      idle();
                      onChanged();
                    }}
                  />
                </div>
              ) : (
                <>
                  <div>
                    <Name>
                      <KeyIcon size={16} aria-hidden="true" />
                      {passkey.name}
                      {passkey.synced && <Badge $tone="neutral">{texts.synced}</Badge>}
                    </Name>
                    <p>
                      {texts.added(formatDate(passkey.createdAt))} · {passkey.lastUsedAt ? texts.lastUsed(formatDate(passkey.lastUsedAt)) : texts.neverUsed}
                    </p>
                  </div>
                  <Buttons>
                    <Button variant="secondary" size="sm" aria-label={texts.renameLabel(passkey.name)} onClick={() => setEditing({ kind: 'rename', passkey })}>
                      {texts.rename}
                    </Button>
                    <Button variant="secondary" size="sm" aria-label={texts.removeLabel(passkey.name)} onClick={() => setEditing({ kind: 'remove', passkey })}>
                      {texts.remove}
                    </Button>
                  </Buttons>
                </>
              )}
            </AccountListItem>
          ))}
        </AccountList>
      )}
      {editing.kind === 'remove' && (
        <PasswordConfirm
          title={texts.removeTitle(editing.passkey.name)}
          intro={texts.removeIntro}
          submitLabel={texts.remove}
          danger
          onCancel={idle}
          onPassword={async (password) => {
            stored(await removePasskey(editing.passkey.id, password));
            idle();
          }}
        />
      )}
      {editing.kind === 'add' && <AddPasskeyFlow onCancel={idle} onAdded={onChanged} onFinished={idle} />}
      {editing.kind === 'idle' && (
        <AccountActions>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'add' })}>
            <KeyIcon size={16} aria-hidden="true" /> {texts.add}
          </Button>
        </AccountActions>
      )}
    </Part>
  );
}
