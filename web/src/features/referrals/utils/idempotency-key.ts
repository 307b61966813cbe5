import { useState } from 'react';

/**
 * One idempotency key per opened form (kept across re-renders and retries): the server stores one
 * record however many times this form's submit reaches it. A form opened again (a new key for the
 * form component) gets a new key.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}
