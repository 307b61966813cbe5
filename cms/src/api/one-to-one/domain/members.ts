import type { ReferralMember } from '@gro/config';
import type { TallyDb } from '../../referral/domain/tallies';

/** A member as one-to-ones and figures name them: 'Firstname Lastname' (their email's name when both are empty). */
export function fullnameOf(row: { firstname?: string | null; lastname?: string | null }): string {
  return [row.firstname, row.lastname].map((p) => (p ?? '').trim()).filter(Boolean).join(' ') || 'Member';
}

/** The members `ids` as ReferralMember (id, full name, their company's name), by id; unknown ids are absent. */
export async function memberRefs(db: TallyDb, ids: number[]): Promise<Map<number, ReferralMember>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows: { id: number | string; firstname: string | null; lastname: string | null; company: string | null }[] = await db('up_users as u')
    .leftJoin('up_users_company_lnk as ucl', 'ucl.user_id', 'u.id')
    .leftJoin('companies as c', 'c.id', 'ucl.company_id')
    .whereIn('u.id', wanted)
    .select('u.id', 'u.firstname', 'u.lastname', 'c.name as company');
  const byId = new Map<number, ReferralMember>();
  for (const row of rows) {
    const id = Number(row.id);
    if (!byId.has(id)) byId.set(id, { id, fullname: fullnameOf(row), company: row.company ?? null });
  }
  return byId;
}
