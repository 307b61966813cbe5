import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES, CONTACT_MESSAGES, EXPORT_HEADERS, LIST_LIMITS, PORTAL_MESSAGES, SEND_LIMITS, SORT_FIELDS, USER_STATUSES, memberContactSchema, seesContact, userPayloadSchema,
  type ContactViewer, type MemberListItem, type UserPayload, type UserStatus,
} from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { contactViewerOf } from '../../../auth/contact-visibility';
import { isAdmin } from '../../../auth/roles';
import { sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { countedSend } from '../../../platform/limits/send-limits';
import { sharedMemberAnswer } from '../../../platform/cache/member-answers';
import { parseFilterId, parseIndustry, parseListQuery } from '../../../platform/http/list-query';
import { parseId } from '../../../platform/http/params';
import { fieldError, validateBody } from '../../../platform/http/validate';
import { SEES_EVERY_CONTACT, type DirectoryFilters, type Viewer } from '../services/user';
import { apiService } from '../../services';

type Db = Core.Strapi['db']['connection'];

async function viewerOf(db: Db, ctx: Context): Promise<Viewer> {
  const { user } = signedIn(ctx);
  const { admin, id, chapterId, leads } = await contactViewerOf(db, user);
  return { id: user.id, isAdmin: isAdmin(user), contact: { admin, id, chapterId, leads } };
}

/**
 * Whose addresses a directory answer may hold, and the cache key naming it. The directory's
 * shared cache (platform/cache/member-answers) keeps one answer per viewer class, never per member: what
 * the answer shows of each member's email and phone, and whose email a search `q` may match,
 * depends on the viewer only through the contact visibility rule's inputs (admin or not, home
 * chapter, chapters led), so the page is read for a viewer of that class (id 0) and the key names
 * the class. The member's own id joins the key only where the class would not see the member's
 * own address (they chose 'nobody' and lead no chapter of theirs, or 'chapter' without one), so
 * they still find and see themselves. An entry thus never holds an address one of the members who
 * read it may not see.
 */
async function directoryViewer(db: Db, ctx: Context): Promise<{ contact: ContactViewer; key: unknown[] }> {
  const { user } = signedIn(ctx);
  if (isAdmin(user)) return { contact: SEES_EVERY_CONTACT, key: ['all'] };
  const { visibility, ...caller } = await contactViewerOf(db, user);
  const seen = seesContact({ ...caller, id: 0 }, { id: caller.id, chapterId: caller.chapterId, contactVisibility: visibility });
  const contact: ContactViewer = { ...caller, id: seen ? 0 : caller.id };
  return { contact, key: [contact.chapterId, contact.leads, contact.id] };
}

/** `status=` of GET /user: one of the user statuses, or undefined when absent; 400 otherwise. */
function parseStatus(value: unknown): UserStatus | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(USER_STATUSES as readonly string[]).includes(value)) fieldError('status', ADMIN_MESSAGES.badStatusFilter);
  return value as UserStatus;
}

/**
 * The directory's filters (`chapter`, `industry`, `profession`; 400 when malformed) and whether the viewer sees the
 * members hidden from it (admins), with the cache key naming all three.
 */
function directoryFilters(ctx: Context): { filters: DirectoryFilters; key: unknown[] } {
  const chapterId = parseFilterId(ctx.query.chapter, 'chapter', 'Chapter');
  const industry = parseIndustry(ctx.query.industry);
  const professionId = parseFilterId(ctx.query.profession, 'profession', 'Profession');
  const includeHidden = isAdmin(signedIn(ctx).user);
  return { filters: { chapterId, industry, professionId, includeHidden }, key: [includeHidden ? 'admin' : 'member', chapterId ?? null, industry ?? null, professionId ?? null] };
}

/** The users table's query (GET /user and its export): page, sort, search, chapter, company and, for admins, status. */
async function listOptions(db: Db, ctx: Context) {
  const query = parseListQuery(ctx.query, SORT_FIELDS.user);
  const chapterId = parseFilterId(ctx.query.chapter, 'chapter', 'Chapter');
  const companyId = parseFilterId(ctx.query.company, 'company', 'Company');
  const viewer = await viewerOf(db, ctx);
  // Members only ever see Active members: the filter is the admins'.
  const status = parseStatus(ctx.query.status);
  return { viewer, query, chapterId, companyId, status: viewer.isAdmin ? status : undefined, includeHidden: viewer.isAdmin };
}

/** A row of the users export, in the order of EXPORT_HEADERS.users. */
const userCells = (u: MemberListItem): Cell[] => [
  u.id,
  u.firstname,
  u.lastname,
  u.email,
  u.phoneNumber,
  u.phoneExt,
  u.company?.name,
  u.chapter?.name,
  u.role.map((r) => r.name).join(', '),
  u.status,
  u.directoryHidden ? 'Yes' : 'No',
  u.createdAt,
];

function userId(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
  return id;
}

/**
 * GET /user, /user/directory, /user/directory/letters, /user/{id} and /dashboard (routes use the global::is-member policy:
 * a company is needed, or the admin role); POST /user and PUT /user/{id} (admins).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => apiService(strapi, 'api::user.user');
  const management = () => apiService(strapi, 'api::user.management');
  const db = () => strapi.db.connection;

  return {
    async list(ctx: Context) {
      ctx.body = ok(await users().list(await listOptions(db(), ctx)));
    },

    /**
     * GET /chapter/{id}/members (its leaders, admins; the policy checked the chapter): the users
     * table of the chapter's members as an admin sees it (status, join date, members hidden from the
     * directory), with its search, sort and company and status filters.
     */
    async chapterMembers(ctx: Context) {
      const chapterId = parseId(ctx.params.id);
      if (chapterId === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
      const query = parseListQuery(ctx.query, SORT_FIELDS.user);
      const companyId = parseFilterId(ctx.query.company, 'company', 'Company');
      const status = parseStatus(ctx.query.status);
      // Every member listed is of the chapter: its leaders see their addresses, as admins do.
      const viewer = { id: signedIn(ctx).user.id, isAdmin: true, contact: SEES_EVERY_CONTACT };
      ctx.body = ok(await users().list({ viewer, query, chapterId, companyId, status, includeHidden: true }));
    },

    /** GET /user/export.csv (admins): the users table with its search, sort and filters, as a streamed CSV (platform/http/csv). */
    async exportCsv(ctx: Context) {
      const options = await listOptions(db(), ctx);
      const ids = await users().exportIds(options);
      sendTableCsv(ctx, options.viewer.id, { name: 'users', header: EXPORT_HEADERS.users, ids, rows: (some) => users().exportRows(some), idOf: (u) => u.id, cells: userCells });
    },

    async directory(ctx: Context) {
      const query = parseListQuery(ctx.query, [] as const, LIST_LIMITS.directoryPageSize);
      const { filters, key } = directoryFilters(ctx);
      const audience = await directoryViewer(db(), ctx);
      // The directory is the same for every member of a viewer class (public profile fields of
      // Active members who did not hide, the addresses that class sees), and for every admin (hidden
      // members too, marked), so its pages are kept until a write changes members, companies,
      // chapters or leaders.
      const cacheKey = JSON.stringify(['directory', ...key, ...audience.key, query.page, query.pageSize, query.q]);
      const viewer: Viewer = { id: audience.contact.id, isAdmin: false, contact: audience.contact };
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = await sharedMemberAnswer(cacheKey, () => users().list({ viewer, query, directory: true, ...filters }));
    },

    /** The A-Z jump bar of the directory with the same search (`q`) and filters (`chapter`, `industry`). */
    async directoryLetters(ctx: Context) {
      const { q } = parseListQuery({ q: ctx.query.q }, [] as const, LIST_LIMITS.directoryPageSize);
      const { filters, key } = directoryFilters(ctx);
      // Counts of a search, which matches an email only where the viewer sees it: kept per viewer class, as the pages.
      const audience = await directoryViewer(db(), ctx);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = await sharedMemberAnswer(JSON.stringify(['letters', ...key, ...audience.key, q]), () => users().directoryLetters(q, filters, audience.contact));
    },

    /** The industries the directory's industry filter offers (those of its visible members' companies). */
    async directoryIndustries(ctx: Context) {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = await sharedMemberAnswer(JSON.stringify(['industries']), () => users().directoryIndustries());
    },

    /** The professions the directory's profession filter offers (those of its visible members). */
    async directoryProfessions(ctx: Context) {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = await sharedMemberAnswer(JSON.stringify(['professions']), () => users().directoryProfessions());
    },

    /** The members map: companies with a location of the directory's visible members, per `chapter`, `industry` and `profession`. */
    async directoryMap(ctx: Context) {
      const chapterId = parseFilterId(ctx.query.chapter, 'chapter', 'Chapter');
      const industry = parseIndustry(ctx.query.industry);
      const professionId = parseFilterId(ctx.query.profession, 'profession', 'Profession');
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = await sharedMemberAnswer(JSON.stringify(['map', chapterId ?? null, industry ?? null, professionId ?? null]), () => users().companyPins({ chapterId, industry, professionId }));
    },

    async findOne(ctx: Context) {
      const member = await users().findOne(userId(ctx), await viewerOf(db(), ctx));
      if (!member) throw new errors.NotFoundError(PORTAL_MESSAGES.memberNotFound);
      ctx.body = ok(member);
    },

    async create(ctx: Context) {
      // The schema requires the password on create.
      const input = (await validateBody<UserPayload>(userPayloadSchema, ctx.request.body, { isCreate: true })) as UserPayload & { password: string };
      const user = await management().create(signedIn(ctx).user.id, input);
      ctx.status = 201;
      ctx.body = ok(user, ADMIN_MESSAGES.userCreated(user.fullname));
    },

    async update(ctx: Context) {
      const id = userId(ctx);
      const input = await validateBody<UserPayload>(userPayloadSchema, ctx.request.body);
      const { user: actor, sessionId } = signedIn(ctx);
      const { user, signedOut } = await management().update(actor.id, sessionId, id, input);
      ctx.body = ok(user, ADMIN_MESSAGES.userUpdated(user.fullname, signedOut));
    },

    /**
     * POST /user/{id}/contact {message}: a message to another member, mailed with the sender's
     * address as Reply-To. The answer names the recipient by id and name, never by address.
     * Counted against the sender's hourly and daily limits and per recipient (429 beyond them).
     */
    async contact(ctx: Context) {
      const recipientId = userId(ctx);
      const { message } = await validateBody<{ message: string }>(memberContactSchema, ctx.request.body);
      const { user } = signedIn(ctx);
      if (recipientId === user.id) throw badRequest(CONTACT_MESSAGES.notToYourself);
      const sender = { id: user.id, admin: isAdmin(user) };
      const contact = apiService(strapi, 'api::user.contact');
      const recipient = await countedSend('contact-message', user.id, () => contact.send(sender, recipientId, message), undefined, [
        { key: `to:${recipientId}:from:${user.id}`, limit: SEND_LIMITS.contactMessagesPerRecipient },
      ]);
      ctx.body = ok(recipient, { title: CONTACT_MESSAGES.sentTitle, message: CONTACT_MESSAGES.sent(recipient.fullname) });
    },

    /** The member's company, chapter, subscription, the chapter's events and a few chapter members. */
    async dashboard(ctx: Context) {
      ctx.body = ok(await apiService(strapi, 'api::user.dashboard').forMember(signedIn(ctx).user.id));
    },
  };
};
