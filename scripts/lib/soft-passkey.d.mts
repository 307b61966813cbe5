/** See soft-passkey.mjs. */
import type { JsonWebKey } from 'node:crypto';

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };
type Answer = { origin?: string; userVerified?: boolean };
/** A passkey written out: its credential ID, private key (JWK) and the site's user handle. */
export type SavedPasskey = { id: string; privateKey: JsonWebKey; userHandle: string | null };

export class SoftPasskey {
  constructor(origin?: string);
  static from(saved: SavedPasskey, origin?: string): SoftPasskey;
  readonly id: string;
  userHandle: string | null;
  toJSON(): SavedPasskey;
  create(options: Options, answer?: Answer): {
    id: string;
    rawId: string;
    type: 'public-key';
    response: { clientDataJSON: string; attestationObject: string; transports: string[] };
    clientExtensionResults: Record<string, never>;
    authenticatorAttachment: 'platform';
  };
  get(options: Options, answer?: Answer): {
    id: string;
    rawId: string;
    type: 'public-key';
    response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
    clientExtensionResults: Record<string, never>;
    authenticatorAttachment: 'platform';
  };
}
