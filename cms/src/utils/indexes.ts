import type { Core } from '@strapi/strapi';

/**
 * Indexes Strapi's schema files cannot declare: token look-ups by hash, and one account per email
 * whatever its letter case. CREATE INDEX IF NOT EXISTS works on SQLite and PostgreSQL alike.
 */
const INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_refresh_token_hash ON auth_refresh_tokens (token_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_password_reset_hash ON password_resets (token_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_up_users_email_lower ON up_users (lower(email))',
];

export async function ensureIndexes(strapi: Core.Strapi) {
  for (const sql of INDEXES) {
    try {
      await strapi.db.connection.raw(sql);
    } catch (err) {
      strapi.log.warn(`Could not create index (${sql}): ${(err as Error).message}`);
    }
  }
}
