import { referralMemberName, type ReferralMember } from '@gro/config';
import type { Core } from '@strapi/strapi';
import { USER_COMPANY } from '../../../platform/db/links';

const companyLink = USER_COMPANY.as('ucl');

/** The members `ids` as ReferralMember (id, full name, their company's name), by id; unknown ids are absent. */
export async function memberRefs(db: Core.Strapi['db']['connection'], ids: number[]): Promise<Map<number, ReferralMember>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows: { id: number | string; firstname: string | null; lastname: string | null; company: string | null }[] = await db('up_users as u')
    .leftJoin(companyLink.table, companyLink.owner, 'u.id')
    .leftJoin('companies as c', 'c.id', companyLink.target)
    .whereIn('u.id', wanted)
    .select('u.id', 'u.firstname', 'u.lastname', 'c.name as company');
  const byId = new Map<number, ReferralMember>();
  for (const row of rows) {
    const id = Number(row.id);
    if (!byId.has(id)) byId.set(id, { id, fullname: referralMemberName(row), company: row.company ?? null });
  }
  return byId;
}
