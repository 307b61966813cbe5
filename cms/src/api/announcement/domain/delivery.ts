import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ANNOUNCEMENT_LIMITS, type AnnouncementKind, type Channel, type DeliveryStatus, type InboxKind, type NewsletterAudience, type NotificationSettingKey } from '@gro/config';
import { enqueueJob } from '../../../jobs';
import { addToInbox } from '../../../notifications';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { oneLineSubject, type Mail } from '../../../providers/email';
import { sendSms, toE164 } from '../../../providers/sms';
import { audienceOf, type Recipient } from './audience';
import { composerOf } from './compose';

/**
 * Delivering an announcement to a list that may hold 10,000 members, on any number of servers,
 * through crashes:
 *
 * 1. prepare (one server claims it): a delivery row per recipient of its audience, with the
 *    channels their setting allows, is written before anything is sent (unique per announcement
 *    and member: a prepare taken up again after a crash adds nothing twice);
 * 2. batches (background jobs, each queuing the next): one UPDATE claims up to batchSize pending
 *    rows with a fresh claim id (of two servers claiming at once, each row goes to one), then each
 *    is sent (email through the pooled SMTP transport, SMS where on), and the batch's rows are
 *    marked sent, skipped or failed in one transaction with their notification-centre entries;
 * 3. the scan (every minute, any server) starts what is due, and takes up what a stopped server
 *    left: a batch claimed longer ago than leaseMinutes goes back to pending.
 *
 * So a recipient gets one message, except those of a batch in flight when its server was killed
 * (sent, but its batch not yet marked): they get it again when the batch is taken up. A server stopped
 * gracefully finishes its batch first (the job queue's drain).
 */

const ANNOUNCEMENTS = 'announcements';
const DELIVERIES = 'announcement_deliveries';
const MINUTE_MS = 60_000;

export type AnnouncementRow = {
  id: number;
  kind: AnnouncementKind;
  setting_key: NotificationSettingKey;
  chapter_id: number | null;
  subject: string;
  body: string | null;
  sms_text: string | null;
  link: string;
  event_ids: unknown;
  status: string;
  /** A newsletter's audience (null: the chapter's members, or every chapter's). */
  audience?: NewsletterAudience | null;
  /** The newsletter a send is of. */
  newsletter_id?: number | null;
};

/** What an announcement is, as its author (or the server) writes it. */
type NewAnnouncement = {
  kind: AnnouncementKind;
  settingKey: NotificationSettingKey;
  /** Whose members hear it; null: every chapter's. */
  chapterId: number | null;
  subject: string;
  body?: string | null;
  smsText?: string | null;
  /** The portal path the notification centre opens (given the announcement's id when it names it). */
  link: string | ((id: number) => string);
  eventIds?: number[];
  sendAt?: Date;
  /** Who wrote it; null: the server (a new-event notice). */
  authorId?: number | null;
  /** A newsletter's audience, and the newsletter. */
  audience?: NewsletterAudience | null;
  newsletterId?: number | null;
};

const db = (strapi: Core.Strapi) => strapi.db.connection;
const stamp = () => new Date(now());
const leaseCutoff = () => new Date(now() - ANNOUNCEMENT_LIMITS.leaseMinutes * MINUTE_MS);

/** Writes the announcement (inside the caller's transaction when there is one); its preparation is queued when it is due. */
export async function createAnnouncement(strapi: Core.Strapi, a: NewAnnouncement): Promise<number> {
  const at = stamp();
  const sendAt = a.sendAt ?? at;
  return strapi.db.transaction(async ({ trx }) => {
    const [row] = await trx(ANNOUNCEMENTS)
      .insert({
        document_id: documentId(),
        kind: a.kind,
        setting_key: a.settingKey,
        chapter_id: a.chapterId,
        subject: a.subject.length > ANNOUNCEMENT_LIMITS.subjectChars ? `${a.subject.slice(0, ANNOUNCEMENT_LIMITS.subjectChars - 1).trimEnd()}…` : a.subject,
        body: a.body ?? null,
        sms_text: a.smsText ?? null,
        link: typeof a.link === 'string' ? a.link : '/portal',
        event_ids: a.eventIds ? JSON.stringify(a.eventIds) : null,
        status: 'scheduled',
        send_at: sendAt,
        recipients: 0,
        sent: 0,
        skipped: 0,
        failed: 0,
        author_id: a.authorId ?? null,
        audience: a.audience ?? null,
        newsletter_id: a.newsletterId ?? null,
        created_at: at,
        updated_at: at,
        published_at: at,
      })
      .returning('id');
    const id = Number(typeof row === 'object' ? row.id : row);
    if (typeof a.link === 'function') await trx(ANNOUNCEMENTS).where('id', id).update({ link: a.link(id) });
    if (sendAt.getTime() <= at.getTime()) await enqueueJob(strapi, 'announcement.prepare', { id });
    return id;
  });
}

function channelsOf(recipient: Recipient): Channel[] {
  const channels: Channel[] = [];
  if (recipient.email && recipient.byEmail) channels.push('email');
  if (recipient.phone && recipient.bySms) channels.push('sms');
  return channels;
}

/**
 * The 'announcement.prepare' job: claims a due announcement (or one whose preparation a stopped
 * server left), writes a delivery row per recipient, then starts the batches. Does nothing when
 * another server holds it.
 */
export async function prepareAnnouncement(strapi: Core.Strapi, id: number): Promise<void> {
  const claimed = await db(strapi)(ANNOUNCEMENTS)
    .where('id', id)
    .where((q) => q.where((w) => w.where('status', 'scheduled').where('send_at', '<=', stamp())).orWhere((w) => w.where('status', 'preparing').where('claimed_at', '<', leaseCutoff())))
    .update({ status: 'preparing', claimed_at: stamp(), updated_at: stamp() });
  if (Number(claimed) === 0) return;
  const announcement = (await db(strapi)(ANNOUNCEMENTS).where('id', id).first()) as AnnouncementRow;
  let total = 0;
  for await (const page of audienceOf(strapi, announcement)) {
    const at = stamp();
    total += page.length;
    const rows = page.map((recipient) => {
      const channels = channelsOf(recipient);
      return {
        document_id: documentId(),
        announcement_id: id,
        user_id: recipient.userId,
        channels: channels.join(','),
        status: 'pending' satisfies DeliveryStatus,
        attempts: 0,
        created_at: at,
        updated_at: at,
        published_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 200) await db(strapi)(DELIVERIES).insert(rows.slice(i, i + 200)).onConflict(['announcement_id', 'user_id']).ignore();
    // Still ours: a server stopped this long would have lost it to another.
    await db(strapi)(ANNOUNCEMENTS).where({ id, status: 'preparing' }).update({ claimed_at: stamp() });
  }
  const [{ n }] = await db(strapi)(DELIVERIES).where('announcement_id', id).count({ n: 'id' });
  await db(strapi)(ANNOUNCEMENTS).where({ id, status: 'preparing' }).update({ status: 'sending', recipients: Number(n), progress_at: stamp(), updated_at: stamp() });
  strapi.log.info(`Announcements: "${announcement.subject}" (${id}) goes to ${Number(n)} member(s) (${total} in its audience)`);
  await enqueueJob(strapi, 'announcement.batch', { id });
}

type Claimed = { id: number; user_id: number; channels: string | null; attempts: number | null; email: string | null; firstname: string | null; phone_number: string | null };

/** Claims up to batchSize pending deliveries for this call alone (one UPDATE: of two servers, each row goes to one). */
async function claimBatch(strapi: Core.Strapi, id: number): Promise<{ claim: string; rows: Claimed[] }> {
  const claim = crypto.randomUUID();
  const pending = db(strapi)(DELIVERIES).where({ announcement_id: id, status: 'pending' }).orderBy('id').limit(ANNOUNCEMENT_LIMITS.batchSize).select('id');
  const taken = await db(strapi)(DELIVERIES)
    .whereIn('id', pending)
    .where('status', 'pending')
    .update({ status: 'sending', claim, claimed_at: stamp(), updated_at: stamp() });
  if (Number(taken) === 0) return { claim, rows: [] };
  const rows = (await db(strapi)(`${DELIVERIES} as d`)
    .join('up_users as u', 'u.id', 'd.user_id')
    .where('d.claim', claim)
    .where('d.status', 'sending')
    .orderBy('d.id')
    .select('d.id', 'd.user_id', 'd.channels', 'd.attempts', 'u.email', 'u.firstname', 'u.phone_number')) as Claimed[];
  return { claim, rows };
}

/** The Message-ID a delivery's email carries: it names the delivery row (and an outbox file is named by it). */
const deliveryMessageId = (deliveryId: number): string => `<delivery-${deliveryId}@gro.announcements>`;

type Outcome = { status: DeliveryStatus; error: string | null };

async function deliver(strapi: Core.Strapi, row: Claimed, compose: Awaited<ReturnType<typeof composerOf>>): Promise<Outcome> {
  const channels = (row.channels ?? '').split(',').filter(Boolean) as Channel[];
  if (channels.length === 0) return { status: 'skipped', error: null };
  const recipient = { userId: Number(row.user_id), firstname: row.firstname, email: row.email };
  const errors: string[] = [];
  let sent = 0;
  if (channels.includes('email') && row.email) {
    try {
      const mail: Mail = { ...compose.email(recipient), messageId: deliveryMessageId(Number(row.id)) };
      await strapi.plugin('email').service('email').send(oneLineSubject(mail));
      sent += 1;
    } catch (err) {
      errors.push(`email: ${(err as Error).message}`);
    }
  }
  const phone = toE164(row.phone_number);
  if (channels.includes('sms') && phone) {
    try {
      await sendSms(strapi, { to: phone, body: compose.sms(recipient) });
      sent += 1;
    } catch (err) {
      errors.push(`sms: ${(err as Error).message}`);
    }
  }
  if (sent > 0 || errors.length === 0) return { status: sent > 0 ? 'sent' : 'skipped', error: errors.join('; ').slice(0, 255) || null };
  const attempts = (row.attempts ?? 0) + 1;
  return { status: attempts >= ANNOUNCEMENT_LIMITS.attempts ? 'failed' : 'pending', error: errors.join('; ').slice(0, 255) };
}

/** Runs `work` over `items`, `parallel` at a time. */
async function inParallel<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/**
 * The 'announcement.batch' job: sends one batch of the announcement's deliveries, then queues the
 * next, or records the send as done when nothing is left. A batch where every message failed
 * throws once its rows are back to pending, so the queue retries it later (a mail server down).
 */
export async function sendBatch(strapi: Core.Strapi, id: number): Promise<void> {
  const announcement = (await db(strapi)(ANNOUNCEMENTS).where({ id, status: 'sending' }).first()) as AnnouncementRow | undefined;
  if (!announcement) return;
  const { claim, rows } = await claimBatch(strapi, id);
  if (rows.length === 0) {
    await finishIfDone(strapi, announcement);
    return;
  }
  const compose = await composerOf(strapi, announcement);
  const outcomes = new Map<number, Outcome>();
  await inParallel(rows, ANNOUNCEMENT_LIMITS.parallelSends, async (row) => {
    outcomes.set(Number(row.id), await deliver(strapi, row, compose));
  });
  await markBatch(strapi, claim, rows, outcomes, compose);
  await db(strapi)(ANNOUNCEMENTS).where('id', id).update({ progress_at: stamp() });
  const failures = [...outcomes.values()].filter((o) => o.status === 'pending').length;
  if (failures === rows.length) throw new Error(`every message of the batch failed (${failures}); they are tried again`);
  await enqueueJob(strapi, 'announcement.batch', { id });
}

/**
 * Records a batch's outcomes in one transaction, with the notification-centre entries of the rows
 * that leave 'sending' for good: only rows this batch still holds (its claim; a row taken back
 * after the lease is another batch's now). Until it commits the whole batch is in flight: a server
 * killed before then sends it again when the lease is over (the documented exception to "once").
 */
async function markBatch(strapi: Core.Strapi, claim: string, rows: Claimed[], outcomes: Map<number, Outcome>, compose: Awaited<ReturnType<typeof composerOf>>): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    // Locked on PostgreSQL until the commit (SQLite's write transaction already holds the file).
    const ours = trx(DELIVERIES).whereIn('id', rows.map((r) => r.id)).where({ claim, status: 'sending' });
    const held = new Set(((await (strapi.db.dialect.client === 'postgres' ? ours.forUpdate() : ours).pluck('id')) as (number | string)[]).map(Number));
    const mine = rows.filter((row) => held.has(Number(row.id)));
    const at = stamp();
    // Rows without an error go in one UPDATE per status; the few with one, each on its own.
    for (const status of ['sent', 'skipped', 'failed'] as const) {
      const ids = mine.filter((row) => outcomes.get(Number(row.id))?.status === status && !outcomes.get(Number(row.id))?.error).map((row) => row.id);
      for (let i = 0; i < ids.length; i += 500) {
        await trx(DELIVERIES).whereIn('id', ids.slice(i, i + 500)).update({ status, error: null, sent_at: status === 'sent' ? at : null, updated_at: at });
      }
    }
    for (const row of mine) {
      const outcome = outcomes.get(Number(row.id))!;
      const retry = outcome.status === 'pending';
      if (!retry && !outcome.error) continue;
      await trx(DELIVERIES)
        .where('id', row.id)
        .update({
          status: outcome.status,
          error: outcome.error,
          attempts: (row.attempts ?? 0) + (retry ? 1 : 0),
          sent_at: outcome.status === 'sent' ? at : null,
          // Back in the pool for a later batch; a finished row keeps the claim that sent it.
          ...(retry ? { claim: null } : {}),
          updated_at: at,
        });
    }
    // The notification centre gets it once, whatever the channels: with the row that leaves 'sending' for good.
    await addToInbox(strapi, mine.filter((row) => outcomes.get(Number(row.id))!.status !== 'pending').map((row) => compose.inbox(Number(row.user_id))));
  });
}

/** Records the counts and 'sent' once no delivery is pending or in flight. */
async function finishIfDone(strapi: Core.Strapi, announcement: AnnouncementRow): Promise<void> {
  const counts = (await db(strapi)(DELIVERIES).where('announcement_id', announcement.id).groupBy('status').select('status').count({ n: 'id' })) as { status: DeliveryStatus; n: number | string }[];
  const of = (status: DeliveryStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  if (of('pending') > 0 || of('sending') > 0) return;
  const done = await db(strapi)(ANNOUNCEMENTS)
    .where({ id: announcement.id, status: 'sending' })
    .update({ status: 'sent', sent: of('sent'), skipped: of('skipped'), failed: of('failed'), finished_at: stamp(), updated_at: stamp() });
  if (Number(done) > 0) strapi.log.info(`Announcements: "${announcement.subject}" (${announcement.id}) sent to ${of('sent')}, ${of('skipped')} skipped by their settings, ${of('failed')} failed`);
}

/**
 * Part of the scan: what is due or was left by a stopped server. Scheduled announcements whose
 * time came and preparations left half-way are prepared; deliveries claimed longer ago than the
 * lease go back to pending, and a send without progress for as long gets its batches going again.
 */
export async function resumeAnnouncements(strapi: Core.Strapi): Promise<void> {
  const cutoff = leaseCutoff();
  const toPrepare = (await db(strapi)(ANNOUNCEMENTS)
    .where((q) => q.where((w) => w.where('status', 'scheduled').where('send_at', '<=', stamp())).orWhere((w) => w.where('status', 'preparing').where('claimed_at', '<', cutoff)))
    .pluck('id')) as number[];
  for (const id of toPrepare) await enqueueJob(strapi, 'announcement.prepare', { id: Number(id) });
  const sending = (await db(strapi)(ANNOUNCEMENTS).where('status', 'sending').select('id', 'progress_at')) as { id: number; progress_at: string | number | Date | null }[];
  for (const { id, progress_at } of sending) {
    await db(strapi)(DELIVERIES).where({ announcement_id: id, status: 'sending' }).where('claimed_at', '<', cutoff).update({ status: 'pending', claim: null, updated_at: stamp() });
    const stalled = progress_at === null || new Date(typeof progress_at === 'string' && /^\d+$/.test(progress_at) ? Number(progress_at) : progress_at) < cutoff;
    if (stalled) {
      await db(strapi)(ANNOUNCEMENTS).where('id', id).update({ progress_at: stamp() });
      await enqueueJob(strapi, 'announcement.batch', { id: Number(id) });
    }
  }
}

/** A delivery's notification-centre entry. */
export type InboxEntryOf = (userId: number) => { userId: number; kind: InboxKind; title: string; body?: string | null; link: string };
