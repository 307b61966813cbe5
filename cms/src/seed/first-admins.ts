import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { hasPortalAdmin, savePortalAdmin } from '../auth/portal-admin';
import { hasStaffAdmin, saveStaffAdmin, type AdminCredentials } from '../auth/staff-admin';
import { isDemoMode } from './demo-mode';

/**
 * The two first administrators: the staff account of the Strapi admin (without one, anybody could
 * register it at /admin) and the portal administrator. Created on first start from the environment,
 * or, outside production, with a generated password printed once.
 */
type FirstAccount = {
  label: string;
  variables: string;
  defaultEmail: string;
  fromEnv: () => { email?: string; password?: string };
  exists: (strapi: Core.Strapi) => Promise<boolean>;
  save: (strapi: Core.Strapi, credentials: AdminCredentials) => Promise<unknown>;
};

const STAFF: FirstAccount = {
  label: 'Staff account of the Strapi admin (/admin)',
  variables: 'STRAPI_ADMIN_EMAIL and STRAPI_ADMIN_PASSWORD',
  defaultEmail: 'staff@gro.example.org',
  fromEnv: () => ({ email: process.env.STRAPI_ADMIN_EMAIL, password: process.env.STRAPI_ADMIN_PASSWORD }),
  exists: hasStaffAdmin,
  // The first staff account runs the admin: a Super Admin (later ones are content editors by default).
  save: (strapi, credentials) => saveStaffAdmin(strapi, credentials, 'super'),
};

const PORTAL: FirstAccount = {
  label: 'Portal administrator (/portal)',
  variables: 'ADMIN_EMAIL and ADMIN_PASSWORD',
  defaultEmail: 'admin@gro.example.org',
  fromEnv: () => ({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  exists: hasPortalAdmin,
  save: savePortalAdmin,
};

const isProduction = () => process.env.NODE_ENV === 'production';
const configured = (account: FirstAccount) => Boolean(account.fromEnv().email && account.fromEnv().password);
/** Meets Strapi's admin rule and the members' rule: 96 random bits, then a lower, an upper case letter and a digit. */
const generatedPassword = () => `${crypto.randomBytes(12).toString('base64url')}aA1`;

/**
 * Refuses a production start that would serve the Strapi admin open to claim, or a portal without
 * an administrator: run before anything is seeded or listens, so the process exits at once.
 */
export async function assertFirstAdminsConfigured(strapi: Core.Strapi): Promise<void> {
  if (!isProduction()) return;
  const missing: string[] = [];
  if (!configured(STAFF) && !(await STAFF.exists(strapi))) missing.push(`${STAFF.variables} (the first staff account of the Strapi admin)`);
  // With demo data on, its administrator is the portal's first.
  if (!configured(PORTAL) && !isDemoMode() && !(await PORTAL.exists(strapi))) missing.push(`${PORTAL.variables} (the portal administrator)`);
  if (missing.length === 0) return;
  throw new Error(
    `GRO does not start in production without its administrators. Set ${missing.join(', and ')} in the environment, ` +
      'then start again; they are used on the first start only (docs/operations.md, "Deploying with PostgreSQL").',
  );
}

/** Creates each first administrator that does not exist yet; safe to run at every start. */
export async function ensureFirstAdmins(strapi: Core.Strapi): Promise<void> {
  for (const account of [STAFF, PORTAL]) {
    if (await account.exists(strapi)) continue;
    const env = account.fromEnv();
    const email = env.email || account.defaultEmail;
    const password = env.password || (isProduction() ? undefined : generatedPassword());
    if (!password) throw new Error(`Set ${account.variables}: the ${account.label} does not exist yet.`);
    try {
      await account.save(strapi, { email, password });
    } catch (error) {
      // Another replica starting on the same database created it a moment ago.
      if (await account.exists(strapi)) continue;
      throw error;
    }
    if (env.password) strapi.log.info(`${account.label} created: ${email} (from ${account.variables}).`);
    else
      strapi.log.info(
        `\n  ${account.label} created: ${email} / ${password}\n  This password is printed only once. Set ${account.variables} to choose them.\n`,
      );
  }
}
