import crypto from 'node:crypto';

/**
 * A document id in the shape of Strapi's own (24 lower-case letters and digits, starting with a
 * letter), for rows written with knex rather than the document service.
 */
export function documentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(23);
  return `d${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}
