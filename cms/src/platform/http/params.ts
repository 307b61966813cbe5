import { MAX_DB_ID } from '@gro/config';

/** A route's numeric id, or null when it is not a whole number from 1 to MAX_DB_ID (the database's integer range). */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_DB_ID ? id : null;
}

/** A route's document id (the API's `uuid`), or null when it cannot be one: letters and digits, at most 64. */
export function parseDocumentId(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9]{1,64}$/.test(value) ? value : null;
}
