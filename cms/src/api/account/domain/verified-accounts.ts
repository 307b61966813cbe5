import type { Core } from '@strapi/strapi';

/**
 * At start, once per database (a store flag records it, as the seed's steps): the accounts made
 * before sign-ups had to prove their address count as verified. Later sign-ups start unverified
 * and are verified by the link mailed to them (services/email-verification.ts).
 */
export async function verifyExistingAccounts(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'gro', key: 'verified-accounts' });
  if (await store.get({})) return;
  const changed = await strapi.db.connection('up_users').whereNot('confirmed', true).orWhereNull('confirmed').update({ confirmed: true });
  if (Number(changed) > 0) strapi.log.info(`Accounts: ${changed} account(s) made before email verification count as verified`);
  await store.set({ value: new Date().toISOString() });
}
