import type { Core } from '@strapi/strapi';

/**
 * At start, once per database (a store flag records it, as the seed's steps): the companies made
 * before companies were reviewed count as approved. Later ones a member creates wait for review
 * (services/review.ts); those admins create are approved when made.
 */
export async function approveExistingCompanies(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'gro', key: 'reviewed-companies' });
  if (await store.get({})) return;
  const changed = await strapi.db.connection('companies').whereNull('review_status').orWhereNot('review_status', 'Approved').update({ review_status: 'Approved' });
  if (Number(changed) > 0) strapi.log.info(`Companies: ${changed} company(ies) made before the review of companies count as approved`);
  await store.set({ value: new Date().toISOString() });
}
