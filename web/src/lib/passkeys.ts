import { PASSKEY_TEXTS, type PasskeyCredentialJSON, type PasskeyOptionsJSON } from '@gro/config';

/**
 * The browser's side of passkeys: asks the member's device to make one or to answer the server's
 * question (navigator.credentials, through @simplewebauthn/browser, loaded only when used). A
 * refusal the member chose (they closed the prompt) is a PasskeyCancelled, which a screen shows
 * quietly; anything else is an Error with a message for the member.
 */
export class PasskeyCancelled extends Error {
  constructor() {
    super(PASSKEY_TEXTS.cancelled);
    this.name = 'PasskeyCancelled';
  }
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function asMemberError(error: unknown, duplicate = false): Error {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return new PasskeyCancelled();
  if (duplicate && (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')) return new Error(PASSKEY_TEXTS.alreadyAdded);
  if (!passkeysSupported()) return new Error(PASSKEY_TEXTS.unsupported);
  return new Error(PASSKEY_TEXTS.failed);
}

/** A new passkey from the member's device for the server's options (adding one in My Account). */
export async function createPasskey(options: PasskeyOptionsJSON): Promise<PasskeyCredentialJSON> {
  if (!passkeysSupported()) throw new Error(PASSKEY_TEXTS.unsupported);
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return (await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] })) as unknown as PasskeyCredentialJSON;
  } catch (error) {
    throw asMemberError(error, true);
  }
}

/** The device's answer with one of the member's passkeys to the server's question (signing in). */
export async function answerWithPasskey(options: PasskeyOptionsJSON): Promise<PasskeyCredentialJSON> {
  if (!passkeysSupported()) throw new Error(PASSKEY_TEXTS.unsupported);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return (await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] })) as unknown as PasskeyCredentialJSON;
  } catch (error) {
    throw asMemberError(error);
  }
}
