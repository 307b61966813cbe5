/**
 * Who the passkeys belong to (the WebAuthn relying party): the site's host and origin, from
 * PUBLIC_URL, never from the request. A browser signs the origin it is on into every answer, so a
 * passkey answer given on another site is refused. An IP address cannot hold passkeys: a loopback
 * PUBLIC_URL (http://127.0.0.1:1337) means the site as http://localhost on the same port.
 */
type RelyingParty = { id: string; origin: string; name: string };

const LOOPBACK = new Set(['127.0.0.1', '[::1]', '::1']);

export function relyingPartyFrom(env: Record<string, string | undefined>): RelyingParty {
  const url = new URL(env.PUBLIC_URL || `http://localhost:${env.PORT || 1337}`);
  if (LOOPBACK.has(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: 'GRO' };
}
