import type { Core } from '@strapi/strapi';
import { MAX_DB_ID, monthOf, type DuesEntryKind } from '@gro/config';
import { documentId } from '../../../platform/db/document-id';
import { DUES_ENTRY_USER, USER_CHAPTER } from '../../../platform/db/links';

const chapterLink = USER_CHAPTER.as('l');

/**
 * The dues ledger's writes, on a knex connection or transaction: the service passes
 * Strapi's transaction, the tests a connection of their own. Outside services/ on purpose: Strapi
 * registers every file there as a service.
 */

/** A knex connection or transaction; an entry's two inserts (row, member link) should share one transaction. */
export type LedgerDb = Core.Strapi['db']['connection'];

const TABLE = 'dues_entries';
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;
const CURRENCY = /^[A-Za-z]{3}$/;

/** A paid invoice, as the webhook reads it from Stripe. */
export interface InvoicePaid {
  stripeInvoiceId: string;
  /** The member the invoice's customer belongs to; null when no account matches. */
  userId: number | null;
  /** What was paid, in cents (Stripe's amount_paid). */
  amountCents: number;
  currency: string;
  paidAt: Date;
}

/** A refund of (part of) a paid invoice. */
export interface Refunded {
  stripeRefundId: string;
  /** The invoice whose payment is refunded, when Stripe names one. */
  stripeInvoiceId: string | null;
  userId: number | null;
  amountCents: number;
  currency: string;
  refundedAt: Date;
}

/** The entry that records the Stripe object, and whether this call wrote it (false: it already existed, or nothing was due). */
export interface Recorded {
  id: number | null;
  created: boolean;
}

type Chapter = { id: number | null; name: string | null };

function check(kind: DuesEntryKind, stripeObjectId: string, amountCents: number, currency: string, at: Date) {
  if (!STRIPE_ID.test(stripeObjectId)) throw new Error(`dues ledger: ${kind} without a Stripe id`);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_DB_ID) throw new Error(`dues ledger: ${kind} ${stripeObjectId} has no whole amount in cents`);
  if (!CURRENCY.test(currency)) throw new Error(`dues ledger: ${kind} ${stripeObjectId} has no ISO currency`);
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new Error(`dues ledger: ${kind} ${stripeObjectId} has no date`);
}

async function existing(db: LedgerDb, kind: DuesEntryKind, stripeObjectId: string): Promise<number | null> {
  const row = await db(TABLE).where({ kind, stripe_object_id: stripeObjectId }).first('id');
  return row ? Number(row.id) : null;
}

/** The member's home chapter now (the snapshot a payment keeps), or none. */
async function homeChapter(db: LedgerDb, userId: number | null): Promise<Chapter> {
  if (userId === null) return { id: null, name: null };
  const row = await db(chapterLink.table).join('chapters as c', 'c.id', chapterLink.target).where(chapterLink.owner, userId).first('c.id', 'c.name');
  return row ? { id: Number(row.id), name: row.name } : { id: null, name: null };
}

/**
 * Inserts one entry unless the unique index on (kind, stripe_object_id) already holds it: ON
 * CONFLICT DO NOTHING, so of two processes recording one Stripe object at once exactly one
 * writes it, and the other's statement neither fails nor aborts the transaction it runs in.
 */
async function insert(
  db: LedgerDb,
  entry: { kind: DuesEntryKind; stripeObjectId: string; stripeInvoiceId: string | null; amountCents: number; currency: string; at: Date; chapter: Chapter; userId: number | null },
): Promise<Recorded> {
  const stamp = new Date();
  const rows: ({ id: number } | number)[] = await db(TABLE)
    .insert({
      document_id: documentId(),
      kind: entry.kind,
      stripe_object_id: entry.stripeObjectId,
      stripe_invoice_id: entry.stripeInvoiceId,
      amount_cents: entry.amountCents,
      currency: entry.currency.toLowerCase(),
      occurred_at: entry.at,
      month: monthOf(entry.at),
      chapter_id: entry.chapter.id,
      chapter_name: entry.chapter.name,
      created_at: stamp,
      updated_at: stamp,
      published_at: stamp,
    })
    .onConflict(['kind', 'stripe_object_id'])
    .ignore()
    .returning('id');
  const first = rows[0];
  if (first === undefined) return { id: await existing(db, entry.kind, entry.stripeObjectId), created: false };
  const id = typeof first === 'number' ? first : Number(first.id);
  if (entry.userId !== null && (await db('up_users').where('id', entry.userId).first('id'))) {
    await db(DUES_ENTRY_USER.table).insert({ [DUES_ENTRY_USER.owner]: id, [DUES_ENTRY_USER.target]: entry.userId });
  }
  return { id, created: true };
}

/**
 * A paid invoice adds an entry: its amount, in the month it was paid (UTC), for the member's home
 * chapter at that moment (id and name kept, so a later move, rename or deletion rewrites nothing).
 * Recording the same invoice again changes nothing. A zero amount (a fully discounted invoice) is
 * nothing to share and writes nothing.
 */
export async function recordInvoicePaid(db: LedgerDb, input: InvoicePaid): Promise<Recorded> {
  check('payment', input.stripeInvoiceId, input.amountCents, input.currency, input.paidAt);
  const found = await existing(db, 'payment', input.stripeInvoiceId);
  if (found !== null) return { id: found, created: false };
  if (input.amountCents === 0) return { id: null, created: false };
  return insert(db, {
    kind: 'payment',
    stripeObjectId: input.stripeInvoiceId,
    stripeInvoiceId: input.stripeInvoiceId,
    amountCents: input.amountCents,
    currency: input.currency,
    at: input.paidAt,
    chapter: await homeChapter(db, input.userId),
    userId: input.userId,
  });
}

/**
 * A refund subtracts, in the month it was refunded, from the chapter the refunded payment counted
 * for (or, when no payment of that invoice is recorded, the member's home chapter now). Each
 * refund id is recorded once.
 */
export async function recordRefund(db: LedgerDb, input: Refunded): Promise<Recorded> {
  check('refund', input.stripeRefundId, input.amountCents, input.currency, input.refundedAt);
  if (input.stripeInvoiceId !== null && !STRIPE_ID.test(input.stripeInvoiceId)) throw new Error(`dues ledger: refund ${input.stripeRefundId} names a malformed invoice id`);
  const found = await existing(db, 'refund', input.stripeRefundId);
  if (found !== null) return { id: found, created: false };
  if (input.amountCents === 0) return { id: null, created: false };
  const payment = input.stripeInvoiceId
    ? await db(TABLE).where({ kind: 'payment', stripe_object_id: input.stripeInvoiceId }).first('chapter_id', 'chapter_name')
    : undefined;
  const chapter: Chapter = payment ? { id: payment.chapter_id === null ? null : Number(payment.chapter_id), name: payment.chapter_name } : await homeChapter(db, input.userId);
  return insert(db, {
    kind: 'refund',
    stripeObjectId: input.stripeRefundId,
    stripeInvoiceId: input.stripeInvoiceId,
    amountCents: input.amountCents,
    currency: input.currency,
    at: input.refundedAt,
    chapter,
    userId: input.userId,
  });
}
