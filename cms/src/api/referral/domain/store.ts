import type { Core } from '@strapi/strapi';
import type { Referral, ReferralChange, ReferralMember, ReferralStatus, ReferralType } from '@gro/config';
import { USER_COMPANY } from '../../../platform/db/links';

const companyLink = USER_COMPANY.as('ucl');

/**
 * The referrals table's rows as the API answers them, on a knex connection or
 * transaction. Outside services/ on purpose: Strapi registers every file there as a service.
 */

export type Db = Core.Strapi['db']['connection'];
export const TABLE = 'referrals';
const CHANGES = 'referral_changes';

/** A referrals row (snake_case columns as stored). */
export type ReferralRow = {
  id: number;
  giver_id: number;
  receiver_id: number;
  giver_chapter_id: number;
  receiver_chapter_id: number;
  type: ReferralType;
  contact_name: string | null;
  contact_company: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  need: string;
  warmth: number;
  expects_call: boolean | number;
  status: ReferralStatus;
  given_month: string;
  contacted_on: string | null;
  meeting_on: string | null;
  closed_on: string | null;
  amount_cents: number | string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  last_touched_at: Date | number | string;
  reminded_at: Date | number | string | null;
  deleted_at: Date | number | string | null;
  deleted_by: number | null;
  created_at: Date | number | string;
  updated_at: Date | number | string;
};

/** A stored moment as ISO: PostgreSQL gives Dates, SQLite the milliseconds knex wrote (or a text). */
export function iso(value: Date | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return new Date(n).toISOString();
}

const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

/** ReferralMember of each id: full name and company name, in one query. */
export async function membersById(db: Db, ids: number[]): Promise<Map<number, ReferralMember>> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  const out = new Map<number, ReferralMember>();
  if (unique.length === 0) return out;
  const rows: { id: number; firstname: string | null; lastname: string | null; company_name: string | null }[] = await db('up_users as u')
    .leftJoin(companyLink.table, companyLink.owner, 'u.id')
    .leftJoin('companies as co', 'co.id', companyLink.target)
    .whereIn('u.id', unique)
    .select('u.id', 'u.firstname', 'u.lastname', 'co.name as company_name');
  for (const row of rows) {
    out.set(Number(row.id), { id: Number(row.id), fullname: [row.firstname, row.lastname].filter(Boolean).join(' ').trim(), company: row.company_name ?? null });
  }
  return out;
}

const unknownMember = (id: number): ReferralMember => ({ id, fullname: '', company: null });

/** The rows as the API's Referral, with the giver's and receiver's names. */
export async function toReferrals(db: Db, rows: ReferralRow[]): Promise<Referral[]> {
  const names = await membersById(db, rows.flatMap((r) => [Number(r.giver_id), Number(r.receiver_id)]));
  return rows.map((r) => ({
    id: Number(r.id),
    giver: names.get(Number(r.giver_id)) ?? unknownMember(Number(r.giver_id)),
    receiver: names.get(Number(r.receiver_id)) ?? unknownMember(Number(r.receiver_id)),
    type: r.type,
    contactName: r.contact_name ?? null,
    contactCompany: r.contact_company ?? null,
    contactPhone: r.contact_phone ?? null,
    contactEmail: r.contact_email ?? null,
    need: r.need,
    warmth: Number(r.warmth),
    expectsCall: Boolean(r.expects_call),
    status: r.status,
    contactedOn: r.contacted_on ?? null,
    meetingOn: r.meeting_on ?? null,
    closedOn: r.closed_on ?? null,
    amountCents: num(r.amount_cents),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    deletedAt: iso(r.deleted_at),
  }));
}

/** The fields a history line records before and after a change. */
export type Snapshot = { status: ReferralStatus; amountCents: number | null; contactedOn: string | null; meetingOn: string | null; closedOn: string | null; deletedAt: string | null };

export const snapshotOf = (r: ReferralRow): Snapshot => ({
  status: r.status,
  amountCents: num(r.amount_cents),
  contactedOn: r.contacted_on ?? null,
  meetingOn: r.meeting_on ?? null,
  closedOn: r.closed_on ?? null,
  deletedAt: iso(r.deleted_at),
});

type ChangeRow = { id: number; referral_id: number; actor_id: number | null; action: ReferralChange['action']; before: unknown; after: unknown; created_at: Date | number | string };

/** Writes one history line, in the caller's transaction. */
export async function recordChange(db: Db, change: { referralId: number; actorId: number; action: ReferralChange['action']; before: Snapshot | null; after: Snapshot | null; at: Date }) {
  await db(CHANGES).insert({
    document_id: `referral-change-${change.referralId}-${change.at.getTime()}-${Math.random().toString(36).slice(2, 10)}`,
    referral_id: change.referralId,
    actor_id: change.actorId,
    action: change.action,
    before: change.before === null ? null : JSON.stringify(change.before),
    after: change.after === null ? null : JSON.stringify(change.after),
    created_at: change.at,
    updated_at: change.at,
    published_at: change.at,
  });
}

const parsed = (value: unknown): Record<string, unknown> | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>;
  return value as Record<string, unknown>;
};

/** A referral's history, oldest first. */
export async function historyOf(db: Db, referralId: number): Promise<ReferralChange[]> {
  const rows: ChangeRow[] = await db(CHANGES)
    .where({ referral_id: referralId })
    .orderBy('id', 'asc')
    .select('id', 'referral_id', 'actor_id', 'action', 'before', 'after', 'created_at');
  const names = await membersById(db, rows.map((r) => Number(r.actor_id ?? 0)));
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    actor: r.actor_id ? (names.get(Number(r.actor_id)) ?? unknownMember(Number(r.actor_id))) : null,
    before: parsed(r.before),
    after: parsed(r.after),
    at: iso(r.created_at)!,
  }));
}
