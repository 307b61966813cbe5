import crypto from 'crypto';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ACCOUNT_LIMITS, CHAPTER_NOT_FOUND, INBOX_NOTICES, VISITOR_INVITE_INTERVAL_MINUTES, VISITOR_MESSAGES, VISITOR_STATUSES, isAdminRoleName, normaliseEmail,
  type ChapterEvent, type Paginated, type Visitor, type VisitorMeeting, type VisitorSortField, type VisitorStatus, type VisitorValues,
} from '@gro/config';
import { visitorConfirmationEmail, visitorInvitationEmail, visitorNoticeEmail } from '../messages';
import { addToInbox, sendMailInBackground } from '../../../notifications';
import { now } from '../../../platform/db/clock';
import { badRequest, conflict } from '../../../platform/http/http-errors';
import { occurrenceIcs, placeLine } from '../../../platform/calendar/ical';
import { distinctIds } from '../../../platform/http/csv';
import { containsPattern, pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import { configuredLimit } from '../../../platform/limits/configured-limits';
import { allowed, consume, refund, type Limit } from '../../../platform/limits/rate-limit';
import { meetingWhen, zoneOf } from '../../../platform/calendar/occurrences';
import { apiService } from '../../services';
import { USER_CHAPTER, USER_COMPANY, VISITOR_CHAPTER, VISITOR_USER } from '../../../platform/db/links';

const chapterLink = VISITOR_CHAPTER.as('vc');
const userLink = VISITOR_USER.as('vu');
const memberChapterLink = USER_CHAPTER.as('hch');
const memberCompanyLink = USER_COMPANY.as('hco');

const UID = 'api::visitor.visitor';
const CHAPTER = 'api::chapter.chapter';
const USER = 'plugin::users-permissions.user';

type ChapterRow = { id: number; name: string; slug: string; email: string | null; timeZone: string | null };
type VisitorRow = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  phoneExt: string | null;
  company: string | null;
  industry: string | null;
  heardFrom: Visitor['heardFrom'];
  status: VisitorStatus;
  occurrenceDate: string;
  invitedAt: string | Date | null;
  joinedAt: string | Date | null;
  createdAt: string | Date;
  event?: { id: number; title: string } | null;
  user?: { id: number } | null;
  chapter?: ChapterRow | null;
  hostId?: number | null;
};

const iso = (value: string | Date | null | undefined) => (value == null ? null : new Date(value).toISOString());

/** Who brought each visitor: the hosts' names by id. */
type Hosts = Map<number, string>;

function toVisitor(row: VisitorRow, hosts: Hosts = new Map()): Visitor {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phoneNumber: row.phoneNumber ?? null,
    phoneExt: row.phoneExt ?? null,
    company: row.company ?? null,
    industry: row.industry ?? null,
    heardFrom: row.heardFrom ?? null,
    status: row.status,
    event: row.event ? { id: row.event.id, title: row.event.title } : null,
    occurrenceDate: row.occurrenceDate,
    invitedAt: iso(row.invitedAt),
    joinedAt: iso(row.joinedAt),
    userId: row.user?.id ?? null,
    host: row.hostId ? { id: Number(row.hostId), name: hosts.get(Number(row.hostId)) ?? '' } : null,
    createdAt: iso(row.createdAt)!,
  };
}

const populate = { event: { select: ['id', 'title'] }, user: { select: ['id'] } };
const VISITOR_FIELDS = [
  'id', 'firstname', 'lastname', 'email', 'phoneNumber', 'phoneExt', 'company', 'industry', 'heardFrom', 'status',
  'occurrenceDate', 'invitedAt', 'joinedAt', 'createdAt', 'hostId',
];

const nullsLast = (column: string) => [`CASE WHEN ${column} IS NULL OR ${column} = '' THEN 1 ELSE 0 END`, `lower(${column})`];
const STATUS_ORDER = `CASE v.status ${VISITOR_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} ELSE 9 END`;
/** The table's sortable columns as SQL (the first CASE of a nulls-last pair always ascends). */
const SORT_SQL: Record<VisitorSortField, string[]> = {
  name: ['lower(v.lastname)', 'lower(v.firstname)'],
  company: nullsLast('v.company'),
  industry: nullsLast('v.industry'),
  date: ['v.occurrence_date'],
  status: [STATUS_ORDER],
  createdAt: ['v.created_at'],
};

/** One registration per email and occurrence, whatever the letter case: the unique column's value. */
const registrationKey = (eventId: number, date: string, email: string) =>
  crypto.createHash('sha256').update(`${eventId}|${date}|${normaliseEmail(email)}`).digest('hex');

/** One invitation per visitor per interval, whichever admin or replica sends it (the rate-limit store counts). */
async function limitInvites(id: number) {
  try {
    await consume([[`visitor-invite:${id}`, { max: 1, windowMinutes: VISITOR_INVITE_INTERVAL_MINUTES }]]);
  } catch (err) {
    if (!(err instanceof errors.RateLimitError)) throw err;
    const details = (err.details ?? {}) as { retryAfter?: number };
    const minutes = Math.max(1, Math.ceil((details.retryAfter ?? 60) / 60));
    throw new errors.RateLimitError(VISITOR_MESSAGES.inviteTooSoon(minutes), { ...details, title: 'Too Many Requests' });
  }
}

const notFound = () => new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });

/**
 * Visitors: guests register for their chapter's next meeting; the chapter and the admins
 * are told, the guest gets the details and a calendar file. Admins list them per chapter, set their
 * status and invite them to sign up; a sign-up with their email marks them Joined.
 */
const visitorService = ({ strapi }: { strapi: Core.Strapi }) => {
  async function activeChapter(slug: string): Promise<ChapterRow> {
    const chapter = (await strapi.db.query(CHAPTER).findOne({ where: { slug, isActive: true }, select: ['id', 'name', 'slug', 'email', 'timeZone'] })) as ChapterRow | null;
    if (!chapter) throw notFound();
    return chapter;
  }

  /** The chapter's next meeting in its own time zone, shaped for the page and the mails, with its event; null when none. */
  async function nextMeeting(chapter: ChapterRow): Promise<{ meeting: VisitorMeeting; event: ChapterEvent } | null> {
    const zone = zoneOf(chapter);
    const next = await apiService(strapi, 'api::event.event').nextOccurrenceOfChapter(chapter.id, zone, new Date(now()));
    if (!next) return null;
    const { event } = next;
    const meeting: VisitorMeeting = {
      eventId: event.id,
      title: event.title,
      date: next.date,
      start: next.start.toISOString(),
      end: next.end.toISOString(),
      timeZone: zone,
      location: event.location ?? null,
      address: placeLine(event),
    };
    return { meeting, event };
  }

  async function adminAddresses(): Promise<string[]> {
    const roles: { id: number; name: string }[] = await strapi.db.query('plugin::users-permissions.role').findMany({ select: ['id', 'name'] });
    const adminRoles = roles.filter((r) => isAdminRoleName(r.name)).map((r) => r.id);
    if (adminRoles.length === 0) return [];
    const admins: { email: string }[] = await strapi.db.query(USER).findMany({
      where: { role: { id: { $in: adminRoles } }, status: 'Active', $or: [{ blocked: false }, { blocked: null }] },
      select: ['email'],
    });
    return admins.map((a) => a.email);
  }

  /** The chapter's leaders who can read mail (Active, not blocked). */
  async function chapterLeaders(chapterId: number): Promise<{ id: number; email: string }[]> {
    const rows: { id: number | string; email: string }[] = await strapi.db
      .connection('chapter_leaders as l')
      .join('up_users as u', 'u.id', 'l.user_id')
      .where('l.chapter_id', chapterId)
      .where('u.status', 'Active')
      .where((q) => q.where('u.blocked', false).orWhereNull('u.blocked'))
      .select('u.id', 'u.email');
    return rows.map((r) => ({ id: Number(r.id), email: r.email }));
  }

  /** A chapter's visitors (as `v`) of `status` that `q` matches: name, email or company. */
  function filteredVisitors(chapterId: number, query: ParsedListQuery<VisitorSortField>, status: VisitorStatus | undefined) {
    const q = strapi.db.connection('visitors as v').join(chapterLink.table, chapterLink.owner, 'v.id').where(chapterLink.target, chapterId);
    if (status) q.where('v.status', status);
    if (query.q) {
      const p = containsPattern(query.q);
      q.whereRaw(`(lower(v.firstname || ' ' || v.lastname) LIKE ? ESCAPE '\\' OR lower(v.email) LIKE ? ESCAPE '\\' OR lower(v.company) LIKE ? ESCAPE '\\')`, [p, p, p]);
    }
    return q;
  }

  /** Their ids in the table's order: the chosen sort, else the newest meeting first. */
  function orderedVisitorIds(chapterId: number, query: ParsedListQuery<VisitorSortField>, status: VisitorStatus | undefined) {
    const ids = filteredVisitors(chapterId, query, status).select('v.id');
    if (query.sort) {
      const { field, direction } = query.sort;
      SORT_SQL[field].forEach((expr, i) => ids.orderByRaw(`${expr} ${i === 0 && expr.startsWith('CASE WHEN') ? 'asc' : direction}`));
      ids.orderBy('v.id', direction);
    } else {
      ids.orderBy('v.occurrence_date', 'desc').orderBy('v.id', 'desc');
    }
    return ids;
  }

  /** The names of the members who brought `rows`, read at once. */
  async function hostsOf(rows: VisitorRow[]): Promise<Hosts> {
    const ids = [...new Set(rows.map((r) => Number(r.hostId)).filter((id) => id > 0))];
    if (ids.length === 0) return new Map();
    const users: { id: number | string; firstname: string | null; lastname: string | null }[] = await strapi.db.connection('up_users').whereIn('id', ids).select('id', 'firstname', 'lastname');
    return new Map(users.map((u) => [Number(u.id), [u.firstname, u.lastname].filter(Boolean).join(' ')]));
  }

  const withHosts = async (rows: VisitorRow[]): Promise<Visitor[]> => {
    const hosts = await hostsOf(rows);
    return rows.map((r) => toVisitor(r, hosts));
  };

  const oneVisitor = async (id: number): Promise<Visitor> => (await withHosts([await findVisitor(id)]))[0]!;

  async function visitorsByIds(ids: number[]): Promise<Visitor[]> {
    const rows = (await strapi.db.query(UID).findMany({ where: { id: { $in: ids } }, select: VISITOR_FIELDS, populate })) as VisitorRow[];
    return withHosts(rows);
  }

  async function findVisitor(id: number): Promise<VisitorRow> {
    const row = (await strapi.db.query(UID).findOne({
      where: { id },
      select: VISITOR_FIELDS,
      populate: { ...populate, chapter: { select: ['id', 'name', 'slug', 'email', 'timeZone'] } },
    })) as VisitorRow | null;
    if (!row) throw new errors.NotFoundError(VISITOR_MESSAGES.notFound);
    return row;
  }

  return {
    /** GET /chapter/{slug}/visitor: the meeting a guest would register for now; 404 for an unknown or inactive chapter. */
    async meetingOf(slug: string): Promise<VisitorMeeting | null> {
      return (await nextMeeting(await activeChapter(slug)))?.meeting ?? null;
    },

    /**
     * POST /chapter/{slug}/visitor: registers the guest for the chapter's next occurrence (409 when
     * none is scheduled). A second registration of the same email for it is answered alike and
     * stores and mails nothing: the unique registration key decides, also between parallel requests.
     * Whatever the addresses they come from, a chapter takes ACCOUNT_LIMITS.visitorRegistrationsPerChapter
     * registrations per window (then 429), and one email address is sent
     * ACCOUNT_LIMITS.visitorConfirmationsPerEmail confirmations across all chapters: later
     * registrations of that address are stored (and the chapter told) without one.
     */
    async register(slug: string, input: VisitorValues): Promise<{ meeting: VisitorMeeting; when: string }> {
      const chapter = await activeChapter(slug);
      const next = await nextMeeting(chapter);
      if (!next) throw conflict(VISITOR_MESSAGES.noMeeting);
      const { meeting } = next;
      const when = meetingWhen(meeting);
      const key = registrationKey(meeting.eventId, meeting.date, input.email);
      const exists = async () => Boolean(await strapi.db.connection('visitors').where('registration_key', key).first('id'));
      if (await exists()) return { meeting, when };
      const perChapter: [string, Limit] = [`visitor-register:chapter:${chapter.id}`, configuredLimit(ACCOUNT_LIMITS.visitorRegistrationsPerChapter)];
      await consume([perChapter]);

      const guest = {
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email.trim(),
        phoneNumber: input.phoneNumber,
        phoneExt: input.phoneExt || null,
        company: input.company || null,
        industry: input.industry || null,
        heardFrom: input.heardFrom,
      };
      const ics = occurrenceIcs(next.event, chapter, meeting.date, new Date(now()));
      // Read before the transaction: on SQLite a second connection would wait for it to end.
      const leaders = await chapterLeaders(chapter.id);
      try {
        await strapi.db.transaction(async () => {
          await strapi.db.query(UID).create({
            data: { ...guest, chapter: chapter.id, event: meeting.eventId, occurrenceDate: meeting.date, status: 'Registered', registrationKey: key },
          });
          // Counted only once this request holds the registration: a parallel duplicate that loses
          // the unique key must not use up the address's confirmation.
          const confirm = await allowed([`visitor-confirmation:${normaliseEmail(input.email)}`, configuredLimit(ACCOUNT_LIMITS.visitorConfirmationsPerEmail)]);
          // Queued with the row: the mails go only if the registration is stored.
          if (confirm) await sendMailInBackground(strapi, visitorConfirmationEmail(guest, chapter, meeting, ics));
          // The chapter's address, the admins and the chapter's leaders, each once.
          const staff = [...new Set([...(chapter.email ? [chapter.email] : []), ...(await adminAddresses()), ...leaders.map((l) => l.email)].map((a) => a.toLowerCase()))];
          // The leaders' notification centres: the visitor in their chapter's list.
          const guestName = `${guest.firstname} ${guest.lastname}`;
          await addToInbox(strapi, leaders.map((l) => ({ userId: l.id, kind: 'visitorRegistered' as const, title: INBOX_NOTICES.visitorRegistered(guestName, chapter.name), body: `${meeting.title} · ${when}`, link: `/portal/my-chapter/${chapter.id}/visitors` })));
          for (const to of staff) await sendMailInBackground(strapi, visitorNoticeEmail(to, guest, chapter, meeting));
        });
      } catch (err) {
        // Nothing was stored: the chapter's count is given back.
        await refund([perChapter]);
        // The same email registered for this occurrence at the same moment: theirs stands, the answer is the same.
        if (await exists()) return { meeting, when };
        throw err;
      }
      return { meeting, when };
    },

    /** GET /chapter/{id}/visitors (admins): one page of the chapter's visitors, newest meeting first by default. */
    async list(chapterId: number, query: ParsedListQuery<VisitorSortField>, status: VisitorStatus | undefined): Promise<Paginated<Visitor>> {
      if (!(await strapi.db.query(CHAPTER).findOne({ where: { id: chapterId }, select: ['id'] }))) throw notFound();
      const [{ total }] = await filteredVisitors(chapterId, query, status).count({ total: 'v.id' });
      const count = Number(total);
      if (count === 0 || query.offset >= count) return { items: [], pagination: pagination(query.page, query.pageSize, count) };
      const pageIds: number[] = (await orderedVisitorIds(chapterId, query, status).limit(query.pageSize).offset(query.offset)).map((r: { id: number }) => Number(r.id));
      const byId = new Map((await visitorsByIds(pageIds)).map((v) => [v.id, v]));
      return { items: pageIds.map((id) => byId.get(id)!).filter(Boolean), pagination: pagination(query.page, query.pageSize, count) };
    },

    /** The admins' CSV export: the ids of the chapter's visitors the search and status match, in the table's order; 404 for no such chapter. */
    async exportIds(chapterId: number, query: ParsedListQuery<VisitorSortField>, status: VisitorStatus | undefined): Promise<Int32Array> {
      if (!(await strapi.db.query(CHAPTER).findOne({ where: { id: chapterId }, select: ['id'] }))) throw notFound();
      return distinctIds(await orderedVisitorIds(chapterId, query, status));
    },

    /** The visitors of `ids` (any order). */
    exportRows: visitorsByIds,

    /** PUT /visitor/{id} (admins): the status; Joined dates itself the first time. */
    async setStatus(id: number, status: VisitorStatus): Promise<Visitor> {
      const row = await findVisitor(id);
      const data: Record<string, unknown> = { status };
      if (status === 'Joined' && !row.joinedAt) data.joinedAt = new Date(now());
      await strapi.db.query(UID).update({ where: { id }, data });
      return oneVisitor(id);
    },

    /**
     * PUT /visitor/{id}/host (the chapter's leaders, admins): who brought the guest, an Active member
     * with a company of the visitor's chapter (400 otherwise), or null.
     */
    async setHost(id: number, hostId: number | null): Promise<Visitor> {
      const row = await findVisitor(id);
      if (hostId !== null) {
        const member = await strapi.db
          .connection('up_users as u')
          .join(memberChapterLink.table, memberChapterLink.owner, 'u.id')
          .join(memberCompanyLink.table, memberCompanyLink.owner, 'u.id')
          .where('u.id', hostId)
          .where('u.status', 'Active')
          .where(memberChapterLink.target, row.chapter?.id ?? 0)
          .first('u.id');
        if (!member) throw badRequest(VISITOR_MESSAGES.hostNotInChapter);
      }
      await strapi.db.query(UID).update({ where: { id }, data: { hostId } });
      return oneVisitor(id);
    },

    /**
     * POST /visitor/{id}/invite (admins): emails the "become a member" invitation and dates it. 409
     * for a visitor who has joined, 429 within VISITOR_INVITE_INTERVAL_MINUTES of the last invitation.
     */
    async invite(id: number): Promise<Visitor> {
      const row = await findVisitor(id);
      if (row.status === 'Joined' || row.user) throw conflict(VISITOR_MESSAGES.alreadyJoined);
      if (!row.chapter) throw notFound();
      await limitInvites(id);
      await strapi.db.transaction(async () => {
        await strapi.db.query(UID).update({ where: { id }, data: { invitedAt: new Date(now()) } });
        await sendMailInBackground(strapi, visitorInvitationEmail(row, row.chapter!));
      });
      return oneVisitor(id);
    },

    /**
     * After a sign-up: every visitor with the account's email (whatever its letter case) becomes
     * Joined, with the date and the account. Returns how many.
     */
    async markJoined(userId: number, email: string): Promise<number> {
      const rows: { id: number }[] = await strapi.db
        .connection('visitors as v')
        .leftJoin(userLink.table, userLink.owner, 'v.id')
        .whereRaw('lower(v.email) = ?', [normaliseEmail(email)])
        .whereNull(userLink.target)
        .select('v.id');
      const at = new Date(now());
      for (const { id } of rows) {
        await strapi.db.query(UID).update({ where: { id: Number(id) }, data: { status: 'Joined', joinedAt: at, user: userId } });
      }
      return rows.length;
    },
  };
};

export type VisitorService = ReturnType<typeof visitorService>;
export default factories.createCoreService(UID, visitorService);
