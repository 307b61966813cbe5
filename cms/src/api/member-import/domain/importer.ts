import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { MEMBER_IMPORT_MESSAGES as M, normaliseEmail } from '@gro/config';
import { linkTokens } from '../../../auth/link-token';
import { sessions } from '../../../auth/session';
import { now } from '../../../platform/db/clock';
import { publicContentChanged } from '../../../platform/cache/public-cache';
import { inviteMembers } from './invitations';
import { emailsOf, findExisting, loadContext, planRows, type ImportContext, type PlannedRow } from './plan';
import { parseMapping } from './mapping';
import { readCsv } from './read-csv';
import { apiService } from '../../services';
import { USER_CHAPTER, USER_COMPANY, USER_ROLE, linkRow } from '../../../platform/db/links';

const USER = 'plugin::users-permissions.user';
const COMPANY = 'api::company.company';
const IMPORT = 'api::member-import.member-import';
/** Rows written per transaction; the import's progress moves on after each. */
const BATCH = 500;

type Db = Core.Strapi['db']['connection'];
type Written = { created: number; updated: number; unchanged: number; rejected: number; invited: number; accounts: { id: number; email: string }[] };

/** A document id as Strapi makes them: 24 characters, lower-case letters and digits. */
const documentId = () => crypto.randomBytes(12).toString('hex');

/** Ids of the rows of `table` whose lower(`column`) is one of `keys` (lower-cased already), by that key. */
async function idsByKey(db: Db, table: string, column: string, keys: string[], keyOf: (value: string) => string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows: { id: number; value: string }[] = await db(table)
      .whereIn(db.raw(`lower(${column})`) as unknown as string, keys.slice(i, i + 500))
      .select('id', `${column} as value`);
    for (const r of rows) found.set(keyOf(r.value), Number(r.id));
  }
  return found;
}

/** Companies the rows name that GRO does not have yet, created once each (the first row's spelling and industry). */
async function createCompanies(strapi: Core.Strapi, trx: Db, planned: PlannedRow[], ctx: ImportContext): Promise<void> {
  const fresh = new Map<string, { name: string; industry: string | null }>();
  for (const row of planned) {
    const company = row.kind === 'create' || row.kind === 'update' || row.kind === 'claim' ? row.values.company : null;
    if (company && !ctx.companyIdByKey.has(company.key) && !fresh.has(company.key)) fresh.set(company.key, { name: company.name, industry: company.industry });
  }
  if (fresh.size === 0) return;
  const at = new Date(now());
  await strapi.db.query(COMPANY).createMany({ data: [...fresh.values()].map((c) => ({ documentId: documentId(), name: c.name, industry: c.industry, publishedAt: at })) });
  const ids = await idsByKey(trx, 'companies', 'name', [...fresh.values()].map((c) => c.name.toLowerCase()), (name) => name.toLowerCase());
  for (const [key, company] of fresh) {
    const id = ids.get(company.name.toLowerCase());
    if (id === undefined) throw new Error(`The company ${company.name} was not created.`);
    ctx.companyIdByKey.set(key, id);
  }
}

/** The one-time links a claimed account may still hold: each would let whoever signed up use it. */
const CLAIMED_LINKS = [
  'api::password-reset.password-reset',
  'api::email-change.email-change',
  'api::email-verification.email-verification',
  'api::sign-in-link.sign-in-link',
] as const;

/**
 * Rows whose email belongs to an account that never proved its address: whoever signed up with it
 * loses the account to the address's owner. Its sessions end, its open links stop working, its
 * password is cleared and its profile, chapter and company become the row's; the address is then
 * invited as a new member is (the invitation sets the password and verifies the account). Answers
 * how many invitations were queued.
 */
async function claimAccounts(strapi: Core.Strapi, claims: Extract<PlannedRow, { kind: 'claim' }>[], ctx: ImportContext, importId: number, firstIndex: number): Promise<number> {
  for (const { existing, values: v } of claims) {
    await sessions(strapi).revokeAll(existing.id, 'import-claim');
    // Only ended here: the lifetime (linkTokens' third argument) is for links it creates.
    for (const uid of CLAIMED_LINKS) await linkTokens(strapi, uid, 0).invalidateAll(existing.id);
    await strapi.db.query(USER).update({
      where: { id: existing.id },
      data: {
        password: null,
        confirmed: true,
        firstname: v.firstname,
        lastname: v.lastname,
        phoneNumber: v.phoneNumber,
        phoneExt: v.phoneExt,
        chapter: v.chapter.id,
        company: v.company ? ctx.companyIdByKey.get(v.company.key)! : null,
      },
    });
  }
  return inviteMembers(
    strapi,
    claims.map(({ existing, values: v }) => ({ id: existing.id, email: v.email, firstname: v.firstname, chapter: v.chapter.name })),
    importId,
    firstIndex,
  );
}

/** One batch's writes, in the caller's transaction: companies, new accounts with their links and invitations, changes to existing ones. */
async function writeBatch(strapi: Core.Strapi, trx: Db, planned: PlannedRow[], ctx: ImportContext, roleId: number, importId: number, invitedBefore: number): Promise<Written> {
  await createCompanies(strapi, trx, planned, ctx);
  const creates = planned.filter((r): r is Extract<PlannedRow, { kind: 'create' }> => r.kind === 'create');
  const updates = planned.filter((r): r is Extract<PlannedRow, { kind: 'update' }> => r.kind === 'update');
  const claims = planned.filter((r): r is Extract<PlannedRow, { kind: 'claim' }> => r.kind === 'claim');
  const at = new Date(now());
  // A claimed account is stored as an update of it, and its address is invited.
  const written: Written = { created: creates.length, updated: updates.length + claims.length, unchanged: 0, rejected: 0, invited: 0, accounts: [] };
  for (const row of planned) {
    if (row.kind === 'unchanged') written.unchanged += 1;
    if (row.kind === 'reject') written.rejected += 1;
  }

  if (creates.length) {
    // No password: nothing is hashed here. The account signs in once its member sets one from the invitation.
    await strapi.db.query(USER).createMany({
      data: creates.map(({ values: v }) => ({
        documentId: documentId(), username: v.email, email: v.email, provider: 'local', password: null, confirmed: true, blocked: false, status: 'Active',
        firstname: v.firstname, lastname: v.lastname, phoneNumber: v.phoneNumber, phoneExt: v.phoneExt, publishedAt: at,
      })),
    });
    const ids = await idsByKey(trx, 'up_users', 'email', creates.map((r) => r.values.email), normaliseEmail);
    const accounts = creates.map((r) => {
      const id = ids.get(r.values.email);
      if (id === undefined) throw new Error(`The account of row ${r.line} was not created.`);
      return { id, row: r };
    });
    await trx(USER_ROLE.table).insert(accounts.map(({ id }) => linkRow(USER_ROLE, id, roleId, 1)));
    await trx(USER_CHAPTER.table).insert(accounts.map(({ id, row }) => linkRow(USER_CHAPTER, id, row.values.chapter.id, 1)));
    const withCompany = accounts.filter(({ row }) => row.values.company);
    if (withCompany.length) {
      await trx(USER_COMPANY.table).insert(withCompany.map(({ id, row }) => linkRow(USER_COMPANY, id, ctx.companyIdByKey.get(row.values.company!.key)!, 1)));
    }
    written.invited = await inviteMembers(
      strapi,
      accounts.map(({ id, row }) => ({ id, email: row.values.email, firstname: row.values.firstname, chapter: row.values.chapter.name })),
      importId,
      invitedBefore,
    );
    written.accounts = accounts.map(({ id, row }) => ({ id, email: row.values.email }));
  }
  written.accounts.push(...claims.map(({ existing, values }) => ({ id: existing.id, email: values.email })));

  if (claims.length) written.invited += await claimAccounts(strapi, claims, ctx, importId, invitedBefore + written.invited);

  for (const { values: v, existing, changes } of updates) {
    const data: Record<string, unknown> = {};
    if (changes.includes('firstname')) data.firstname = v.firstname;
    if (changes.includes('lastname')) data.lastname = v.lastname;
    if (changes.includes('phoneNumber')) data.phoneNumber = v.phoneNumber;
    if (changes.includes('phoneExt')) data.phoneExt = v.phoneExt;
    if (changes.includes('chapter')) data.chapter = v.chapter.id;
    if (changes.includes('company')) data.company = ctx.companyIdByKey.get(v.company!.key)!;
    await strapi.db.query(USER).update({ where: { id: existing.id }, data });
  }
  return written;
}

/** Visitors who registered with a new account's email join with it, as at sign-up (one look-up a batch; a failure fails no import). */
async function joinVisitors(strapi: Core.Strapi, db: Db, accounts: Written['accounts'], importId: number): Promise<void> {
  if (accounts.length === 0) return;
  const rows: { email: string }[] = await db('visitors').whereIn(db.raw('lower(email)') as unknown as string, accounts.map((a) => a.email)).select('email');
  const registered = new Set(rows.map((r) => normaliseEmail(r.email)));
  const visitors = apiService(strapi, 'api::visitor.visitor');
  for (const account of accounts.filter((a) => registered.has(a.email))) {
    await visitors.markJoined(account.id, account.email).catch((err: Error) => strapi.log.warn(`Member import ${importId}: the visitors of account ${account.id}: ${err.message}`));
  }
}

/** The import's row: done or failed, with the time and the error (cut to the column's length). */
async function finish(strapi: Core.Strapi, importId: number, status: 'done' | 'failed', error: string | null) {
  await strapi.db.query(IMPORT).update({ where: { id: importId }, data: { status, error: error && error.slice(0, 500), finishedAt: new Date(now()) } });
}

/**
 * The 'members.import' job: reads the stored file with its mapping and writes it in batches of
 * BATCH rows, each batch one transaction that also moves the import's progress on. A job run again
 * (a crash, a retry, "start again" after a failure) goes on from the first row not written, and
 * rows written already are unchanged anyway: the import is idempotent by email. An error marks the
 * import failed (what was written stays) instead of retrying.
 */
export async function runMemberImport(strapi: Core.Strapi, importId: number): Promise<void> {
  const claimed = await strapi.db.query(IMPORT).updateMany({
    where: { id: importId, status: { $in: ['queued', 'running'] } },
    data: { status: 'running', startedAt: new Date(now()), error: null },
  });
  if (claimed.count !== 1) return;
  const job: { csv: string | null; mapping: unknown; processed: number; fileName: string; uploadedById: number | null } = await strapi.db
    .query(IMPORT)
    .findOne({ where: { id: importId }, select: ['csv', 'mapping', 'processed', 'fileName', 'uploadedById'] });
  const totals = { created: 0, updated: 0, rejected: 0 };
  try {
    const knex = strapi.db.connection;
    if (job.csv === null) throw new Error(M.fileGone);
    const table = readCsv(job.csv);
    const mapping = parseMapping(job.mapping, table.columns.length);
    const ctx = await loadContext(knex, mapping, table.rows);
    const role: { id: number } | null = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] });
    if (!role) throw new Error('The member role is missing.');
    for (let start = job.processed ?? 0; start < table.rows.length; start += BATCH) {
      const batch = table.rows.slice(start, start + BATCH);
      const written = await strapi.db.transaction(async ({ trx }) => {
        const planned = planRows(batch, mapping, ctx, await findExisting(trx, emailsOf(batch, mapping)));
        const { invited } = await trx('member_imports').where('id', importId).first('invited');
        const result = await writeBatch(strapi, trx, planned, ctx, role.id, importId, Number(invited ?? 0));
        const add = (column: string, n: number) => trx.raw('?? + ?', [column, n]);
        await trx('member_imports').where('id', importId).update({
          processed: start + batch.length,
          created: add('created', result.created),
          updated: add('updated', result.updated),
          unchanged: add('unchanged', result.unchanged),
          rejected: add('rejected', result.rejected),
          invited: add('invited', result.invited),
        });
        return result;
      });
      // Accounts were written in SQL: every replica forgets its cached member lists now that they are committed.
      publicContentChanged();
      totals.created += written.created;
      totals.updated += written.updated;
      totals.rejected += written.rejected;
      await joinVisitors(strapi, knex, written.accounts, importId);
    }
    await finish(strapi, importId, 'done', null);
    if (job.uploadedById) {
      await apiService(strapi, 'api::admin-activity.admin-activity').record({
        actorId: job.uploadedById,
        action: 'import',
        subject: 'member-import',
        subjectId: importId,
        summary: `Imported ${job.fileName}: ${totals.created} created, ${totals.updated} updated, ${totals.rejected} rejected`,
        before: null,
        after: { ...totals },
      });
    }
  } catch (err) {
    strapi.log.error(`Member import ${importId} failed: ${(err as Error).stack ?? err}`);
    await finish(strapi, importId, 'failed', M.failed).catch(() => {});
  }
}
