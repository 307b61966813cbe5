/**
 * Passkeys (WebAuthn): a key kept by the member's device or password manager, unlocked with their
 * fingerprint, face or screen lock. One signs in alone (it is both factors), or stands as the second
 * step after a password; an account with one has two-step sign-in on.
 */

export const PASSKEY_LIMITS = {
  /** Passkeys one account keeps. */
  perAccount: 10,
  /** The name a member gives one ('Work laptop'). */
  nameMaxLength: 60,
  /** Minutes between asking for a passkey and giving it before it must start again. */
  challengeMinutes: 5,
  /** Passkey sign-ins (asking and answering) from one address. */
  signInPerIp: { max: 30, windowMinutes: 15 },
  /** The longest field of a passkey's answer the server reads (base64url). */
  maxFieldLength: 16_384,
} as const;

export const PASSKEY_LABELS = {
  name: 'Name',
} as const;

export const PASSKEY_TEXTS = {
  added: (name: string) => ({ title: 'Passkey added', message: `"${name}" signs you in alone, or as your second step after your password.` }),
  renamed: { title: 'Passkey renamed', message: 'Its new name is saved.' },
  removed: (name: string) => ({ title: 'Passkey removed', message: `"${name}" no longer signs you in.` }),
  /** The passkey's answer did not check out: a wrong site, a changed answer, or a key this account does not have. */
  failed: 'That passkey could not be checked. Try again, or sign in with your email and password.',
  /** A passkey sign-in with a key no GRO account has. */
  unknown: 'That passkey is not one GRO knows. Sign in with your email and password, then add it from My Account.',
  /** The question the device answered has expired or was answered already. */
  expired: 'That took too long. Try again.',
  alreadyAdded: 'That passkey is already on your account.',
  tooMany: `An account keeps at most ${PASSKEY_LIMITS.perAccount} passkeys. Remove one to add another.`,
  notFound: 'That passkey is not on your account.',
  /** Adding one from a session opened without the account's second step (a passkey would then stand in for it). */
  verifyFirst: 'Sign in again with your second step to add a passkey.',
  /** Removing the last second step of an admin or leader whose role needs one. */
  lastForRole: 'Your role needs two-step sign-in, and this is your last second step. Add another one first, or ask an admin to reset it.',
  /** The browser cannot use passkeys, or the member closed its window. */
  unsupported: 'This browser cannot use passkeys. Use your email and password instead.',
  cancelled: 'No passkey was used. Try again when you are ready.',
} as const;

/** A row of the member's passkeys (GET /account/second-factor). */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Kept by a password manager or cloud account that copies it to the member's other devices. */
  synced: boolean;
}

/** The options a browser's navigator.credentials call takes, as JSON (the WebAuthn level 3 shape). */
export type PasskeyOptionsJSON = { challenge: string } & Record<string, unknown>;

/** A browser's answer to those options, as JSON: checked field by field by the server. */
export type PasskeyCredentialJSON = {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, unknown>;
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: string;
};

/** POST /account/passkeys/options and POST /authenticate/passkey/options. */
export interface PasskeyOptions {
  options: PasskeyOptionsJSON;
}

/** A device name to offer for a new passkey, from what the browser says of itself: 'Chrome on macOS'. */
export function suggestedPasskeyName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const system = /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /CrOS/.test(userAgent) ? 'ChromeOS' : /Linux/.test(userAgent) ? 'Linux' : '';
  return system ? `${browser} on ${system}` : browser;
}
