import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMIN_MESSAGES, CALENDAR_TEXTS, CHAPTER_LEADER_MESSAGES, CHAPTER_NOT_FOUND, type Chapter, type ChapterEvent, type ChapterValues } from '@gro/config';
import { CHAPTER_FIELDS, toChapter, toPublicMember } from '../../../platform/cache/mappers';
import { calendarFor, chapterMeetingEntry, eventEntry, type CalendarEntry } from '../../../platform/calendar/ical';
import { cancelledDatesOf, datesFrom } from '../../../platform/calendar/cancellations';
import { siteUrl } from '../../../platform/http/site-url';
import { formData } from '../../../platform/http/fields';
import { distinctIds } from '../../../platform/http/csv';
import { conflict } from '../../../platform/http/http-errors';
import { notLeader } from '../../../auth/leadership';
import { serially } from '../../../platform/db/serial';
import { slugify, withSuffix } from '../../../platform/db/slug';
import { apiService } from '../../services';

const UID = 'api::chapter.chapter';

/** The chapter form's columns (the slug is handled apart). */
const FORM_FIELDS = [
  'name', 'description', 'location', 'email', 'address', 'city', 'state', 'postalCode', 'country',
  'latitude', 'longitude', 'timeStart', 'timeEnd', 'dayOfWeek', 'timeZone', 'isActive',
] as const;

const notFound = () => new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });

/** What the activity log keeps of a chapter: its answer without the ids. */
const snapshot = ({ id: _id, uuid: _uuid, users: _users, ...rest }: Chapter) => rest;

const chapterService = ({ strapi }: { strapi: Core.Strapi }) => {
  const activity = () => apiService(strapi, 'api::admin-activity.admin-activity');

  async function findRow(where: { id: number } | { documentId: string }): Promise<Chapter | null> {
    const row = await strapi.db.query(UID).findOne({ select: [...CHAPTER_FIELDS], where });
    return row ? toChapter(row) : null;
  }

  /** Whether another chapter has this name, whatever the letter case. */
  async function nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const q = strapi.db.connection('chapters').whereRaw('lower(name) = lower(?)', [name]);
    if (exceptId !== undefined) q.whereNot('id', exceptId);
    return Boolean(await q.first('id'));
  }

  async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const q = strapi.db.connection('chapters').where('slug', slug);
    if (exceptId !== undefined) q.whereNot('id', exceptId);
    return Boolean(await q.first('id'));
  }

  /** A free slug made from the name: 'detroit', else 'detroit-2', 'detroit-3', … */
  async function freeSlug(name: string): Promise<string> {
    const base = slugify(name, 'chapter');
    if (!(await slugTaken(base))) return base;
    for (let n = 2; ; n += 1) {
      const candidate = withSuffix(base, n);
      if (!(await slugTaken(candidate))) return candidate;
    }
  }

  async function assertNameFree(name: string, exceptId?: number) {
    if (await nameTaken(name, exceptId)) throw conflict(ADMIN_MESSAGES.chapterNameTaken(name));
  }

  return {
    async listPublic({ activeOnly }: { activeOnly: boolean }) {
      const rows = await strapi.db.query(UID).findMany({
        select: [...CHAPTER_FIELDS],
        where: activeOnly ? { isActive: true } : {},
        orderBy: [{ name: 'asc' }],
      });
      return rows.map(toChapter);
    },

    /** The admins' CSV export: every chapter's id in the list's order (by name). */
    async exportIds(): Promise<Int32Array> {
      return distinctIds(await strapi.db.query(UID).findMany({ select: ['id'], orderBy: [{ name: 'asc' }, { id: 'asc' }] }));
    },

    /** The chapters of `ids` (any order). */
    async exportRows(ids: number[]): Promise<Chapter[]> {
      return (await strapi.db.query(UID).findMany({ select: [...CHAPTER_FIELDS], where: { id: { $in: ids } } })).map(toChapter);
    },

    /** One chapter without its members (the dashboard's); null when absent. */
    async findPublicChapter(id: number) {
      return findRow({ id });
    },

    /** Chapter detail with its active members and their role names; null when absent. */
    async findPublic(where: { id: number } | { slug: string }) {
      const row = await strapi.db.query(UID).findOne({ select: [...CHAPTER_FIELDS], where });
      if (!row) return null;
      const members = await strapi.db.query('plugin::users-permissions.user').findMany({
        select: ['id', 'firstname', 'lastname'],
        // Members who hid themselves from the directory are not listed (the flag is null on older accounts).
        where: { chapter: { id: row.id }, status: 'Active', blocked: false, $or: [{ directoryHidden: false }, { directoryHidden: null }] },
        populate: {
          role: { select: ['name'] },
          company: { select: ['id', 'documentId', 'name'] },
          avatar: { select: ['url', 'width', 'height'] },
        },
        orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }],
      });
      const leaders = new Set<number>((await strapi.db.connection('chapter_leaders').where('chapter_id', row.id).select('user_id')).map((r: { user_id: number }) => Number(r.user_id)));
      return { ...toChapter(row), users: members.map((member) => toPublicMember(member, leaders.has(member.id))) };
    },

    /**
     * GET /chapter/{slug}/calendar.ics: an active chapter's feed, as its page lists them: its own
     * weekly meeting (unless one of its recurring events is that meeting: same day and start), its
     * recurring meetings and upcoming one-time events, and the events of no chapter (each in its own
     * chapter's zone); null for an unknown or inactive chapter.
     */
    async calendarFeed(slug: string): Promise<{ body: string; filename: string } | null> {
      const row = await strapi.db.query(UID).findOne({ select: [...CHAPTER_FIELDS], where: { slug, isActive: true } });
      if (!row) return null;
      const chapter = toChapter(row);
      const events: ChapterEvent[] = await apiService(strapi, 'api::event.event').listActive({ chapterId: chapter.id });
      const listed = events.some((e) => e.chapterId === chapter.id && e.type === 'Recurring' && e.dayOfWeek === chapter.dayOfWeek && e.timeStart === chapter.timeStart);
      const meeting = listed ? null : chapterMeetingEntry(chapter, CALENDAR_TEXTS.chapterMeeting(chapter.name));
      const cancelled = await cancelledDatesOf(strapi, events.map((e) => e.id), datesFrom(new Date()));
      const entries: CalendarEntry[] = [
        ...(meeting ? [meeting] : []),
        ...events.map((event) => eventEntry(event, event.chapterId === chapter.id ? chapter : null, cancelled.get(event.id))),
      ];
      const body = calendarFor(entries, { name: CALENDAR_TEXTS.chapterFeed(chapter.name), url: siteUrl(`/chapters/${chapter.slug}`) });
      return { body, filename: `${chapter.slug}.ics` };
    },

    /**
     * POST /chapter (admins): a new chapter. Its slug is the one given, or one made from the name;
     * 409 when the name (whatever its letter case) or the given slug is another chapter's.
     */
    async create(actorId: number, input: ChapterValues): Promise<Chapter> {
      return serially('chapter', async () => {
        await assertNameFree(input.name);
        if (input.slug && (await slugTaken(input.slug))) throw conflict(ADMIN_MESSAGES.chapterSlugTaken(input.slug));
        const slug = input.slug || (await freeSlug(input.name));
        const id = await strapi.db.transaction(async () => {
          const created = (await strapi.documents(UID).create({ data: { ...formData(input, FORM_FIELDS), slug } as never })) as unknown as { id: number };
          const chapter = (await findRow({ id: created.id }))!;
          await activity().record({ actorId, action: 'create', subject: 'chapter', subjectId: created.id, summary: `Created chapter ${chapter.name}`, before: null, after: snapshot(chapter) });
          return created.id;
        });
        return (await findRow({ id }))!;
      });
    },

    /**
     * PUT /chapter/{uuid} (admins): saves the form. The slug stays as it is on a rename unless the
     * payload gives a different one; 404 for an unknown chapter, 409 as for create. A chapter's
     * leader (`asLeader`) saves the rest of the form but not its name, slug or isActive: 403.
     */
    async update(actorId: number, documentId: string, input: ChapterValues, { asLeader = false }: { asLeader?: boolean } = {}): Promise<Chapter> {
      return serially('chapter', async () => {
        const before = await findRow({ documentId });
        if (!before) throw notFound();
        if (asLeader && (input.name !== before.name || (input.slug && input.slug !== before.slug) || input.isActive !== before.isActive)) {
          throw notLeader(CHAPTER_LEADER_MESSAGES.adminOnlyFields);
        }
        await assertNameFree(input.name, before.id);
        const slug = input.slug && input.slug !== before.slug ? input.slug : undefined;
        if (slug && (await slugTaken(slug, before.id))) throw conflict(ADMIN_MESSAGES.chapterSlugTaken(slug));
        await strapi.db.transaction(async () => {
          await strapi.db.query(UID).update({ where: { id: before.id }, data: { ...formData(input, FORM_FIELDS), ...(slug ? { slug } : {}) } });
          const after = (await findRow({ id: before.id }))!;
          await activity().record({ actorId, action: 'update', subject: 'chapter', subjectId: before.id, summary: `Updated chapter ${after.name}`, before: snapshot(before), after: snapshot(after) });
        });
        return (await findRow({ id: before.id }))!;
      });
    },
  };
};

export type ChapterService = ReturnType<typeof chapterService>;
export default factories.createCoreService(UID, chapterService);
