import { SECOND_FACTOR_LIMITS } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';

type Recipient = { email: string; firstname?: string | null };
const hello = (r: Recipient) => `Hello ${r.firstname?.trim() || 'there'},`;
const notYou = 'If this was not you, change your password now from My Account (or reset it from the sign-in page) and contact GRO.';

/** Two-step sign-in was turned on: from now on a code is asked after the password. */
export function authenticatorOnEmail(to: Recipient): Mail {
  return {
    to: to.email,
    subject: 'Two-step sign-in is on for your GRO account',
    ...layout({
      heading: 'Two-step sign-in is on',
      paragraphs: [
        hello(to),
        'An authenticator app was just added to your GRO account. From now on, signing in asks for the code it shows after your password.',
        `Keep your ${SECOND_FACTOR_LIMITS.recoveryCodes} recovery codes somewhere safe: each signs you in once if you lose your phone.`,
        notYou,
      ],
    }),
  };
}

/** The authenticator app was removed: two-step sign-in is off, unless the account keeps a passkey. */
export function authenticatorOffEmail(to: Recipient, passkeysLeft: boolean): Mail {
  if (passkeysLeft) {
    return {
      to: to.email,
      subject: 'The authenticator app was removed from your GRO account',
      ...layout({
        heading: 'Authenticator app removed',
        paragraphs: [hello(to), 'The authenticator app was just removed from your GRO account. Two-step sign-in stays on with your passkeys, and your recovery codes still work.', notYou],
      }),
    };
  }
  return {
    to: to.email,
    subject: 'Two-step sign-in is off for your GRO account',
    ...layout({
      heading: 'Two-step sign-in is off',
      paragraphs: [hello(to), 'The authenticator app was just removed from your GRO account, and its recovery codes no longer work. Your password alone signs you in now.', notYou],
    }),
  };
}

/** A recovery code signed someone in: how many are left, and how to get new ones. */
export function recoveryCodeUsedEmail(to: Recipient, left: number): Mail {
  return {
    to: to.email,
    subject: 'A recovery code was used to sign in to GRO',
    ...layout({
      heading: 'A recovery code was used',
      paragraphs: [
        hello(to),
        `Someone just signed in to your GRO account with one of your recovery codes. ${left === 0 ? 'You have no recovery codes left' : `You have ${left} left`}: make new ones from My Account, under Two-step sign-in.`,
        notYou,
      ],
    }),
  };
}

/** An admin reset the member's second factor (they lost their phone): what happens at the next sign-in. */
export function secondFactorResetEmail(to: Recipient, required: boolean): Mail {
  return {
    to: to.email,
    subject: 'Two-step sign-in was reset on your GRO account',
    ...layout({
      heading: 'Two-step sign-in was reset',
      paragraphs: [
        hello(to),
        'A GRO admin removed the authenticator app, passkeys and recovery codes from your account, and signed it out everywhere.',
        required
          ? 'Your role needs two-step sign-in: the next time you sign in with your password, GRO asks you to set up an authenticator app or a passkey again before anything else.'
          : 'Your password alone signs you in now. You can turn two-step sign-in on again from My Account.',
        'If you did not ask for this, contact GRO at once.',
      ],
    }),
  };
}

/** A passkey was added: it signs in alone, and it is asked for after the password. */
export function passkeyAddedEmail(to: Recipient, name: string, firstFactor: boolean): Mail {
  return {
    to: to.email,
    subject: 'A passkey was added to your GRO account',
    ...layout({
      heading: 'A passkey was added',
      paragraphs: [
        hello(to),
        `A passkey named "${name}" was just added to your GRO account. It signs you in on its own, with your fingerprint, face or screen lock.`,
        firstFactor
          ? `Two-step sign-in is on now: signing in with your password also asks for a passkey. Keep your ${SECOND_FACTOR_LIMITS.recoveryCodes} recovery codes somewhere safe: each signs you in once if you lose your passkeys.`
          : 'It also works as your second step after your password.',
        notYou,
      ],
    }),
  };
}

/** A passkey was removed; whether two-step sign-in is still on. */
export function passkeyRemovedEmail(to: Recipient, name: string, stillOn: boolean): Mail {
  return {
    to: to.email,
    subject: 'A passkey was removed from your GRO account',
    ...layout({
      heading: 'A passkey was removed',
      paragraphs: [
        hello(to),
        `The passkey named "${name}" was just removed from your GRO account and no longer signs you in.`,
        stillOn ? 'Two-step sign-in stays on with your other second steps.' : 'It was your last second step: two-step sign-in is off, and your recovery codes no longer work. Your password alone signs you in now.',
        notYou,
      ],
    }),
  };
}
