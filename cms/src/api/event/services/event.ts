import { factories } from '@strapi/strapi';
import { DAYS, type EventSortField } from '@gro/config';
import { containsPattern, pagination, type ParsedListQuery } from '../../../utils/list-query';
import { EVENT_FIELDS, toEvent } from '../../../utils/mappers';
import { todayIn } from '../../../utils/dates';

const UID = 'api::event.event';
const populate = { chapter: { select: ['id', 'documentId', 'name', 'slug'] } };

function chapterFilter(chapterId: number | undefined) {
  return chapterId === undefined ? [] : [{ $or: [{ chapter: { id: { $null: true } } }, { chapter: { id: chapterId } }] }];
}

/** One-time events by date, then recurring ones by weekday; each by start time. */
function byWhen(a: ReturnType<typeof toEvent>, b: ReturnType<typeof toEvent>) {
  const key = (e: ReturnType<typeof toEvent>) =>
    e.type === 'Once' ? `0${e.date ?? ''}` : `1${DAYS.indexOf(e.dayOfWeek ?? 'Sunday')}`;
  return key(a).localeCompare(key(b)) || (a.timeStart ?? '').localeCompare(b.timeStart ?? '') || a.id - b.id;
}

/** Sortable columns; dated events sort by date, and weekly ones after them by weekday. */
const SORT_SQL: Record<EventSortField, string[]> = {
  title: ['lower(e.title)'],
  type: ['e.type'],
  date: ['CASE WHEN e.date IS NULL THEN 1 ELSE 0 END', 'e.date', `CASE e.day_of_week ${DAYS.map((d, i) => `WHEN '${d}' THEN ${i}`).join(' ')} ELSE 7 END`],
  time: ['e.time_start'],
  chapter: ['CASE WHEN ch.name IS NULL THEN 1 ELSE 0 END', 'lower(ch.name)'],
  city: ["CASE WHEN e.city IS NULL OR e.city = '' THEN 1 ELSE 0 END", 'lower(e.city)'],
};

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * One page of events for the portal's table (GET /event with list parameters): a count and the
   * page's ids from the events table, then those events with their chapter. q matches the title,
   * location, city and chapter name.
   */
  async listPage(query: ParsedListQuery<EventSortField>) {
    const knex = strapi.db.connection;
    const filtered = () => {
      const q = knex('events as e')
        .leftJoin('events_chapter_lnk as ecl', 'ecl.event_id', 'e.id')
        .leftJoin('chapters as ch', 'ch.id', 'ecl.chapter_id');
      if (query.q) {
        const p = containsPattern(query.q);
        const like = (expr: string) => `lower(${expr}) LIKE ? ESCAPE '\\'`;
        q.whereRaw(`(${like('e.title')} OR ${like('e.location')} OR ${like('e.city')} OR ${like('ch.name')})`, [p, p, p, p]);
      }
      return q;
    };
    const [{ total }] = await filtered().count({ total: 'e.id' });
    const count = Number(total);
    if (count === 0 || query.offset >= count) return { items: [], pagination: pagination(query.page, query.pageSize, count) };
    const direction = query.sort?.direction ?? 'asc';
    const ids = filtered().select('e.id');
    const order = query.sort ? SORT_SQL[query.sort.field] : SORT_SQL.date;
    order.forEach((expr, i) => ids.orderByRaw(`${expr} ${i === 0 && expr.startsWith('CASE WHEN') ? 'asc' : direction}`));
    ids.orderByRaw(`e.time_start ${direction}`).orderBy('e.id', direction);
    const pageIds: number[] = (await ids.limit(query.pageSize).offset(query.offset)).map((row: { id: number }) => row.id);
    const rows = await strapi.db.query(UID).findMany({ select: [...EVENT_FIELDS], populate, where: { id: { $in: pageIds } } });
    const byId = new Map(rows.map(toEvent).map((event) => [event.id, event]));
    return { items: pageIds.map((id) => byId.get(id)).filter(Boolean), pagination: pagination(query.page, query.pageSize, count) };
  },

  async listAll() {
    const rows = await strapi.db.query(UID).findMany({ select: [...EVENT_FIELDS], populate, orderBy: [{ date: 'asc' }, { id: 'asc' }] });
    return rows.map(toEvent).sort(byWhen);
  },

  /** Upcoming one-time events and every recurring one; with a chapter, those with no chapter or that chapter. */
  async listActive({ chapterId }: { chapterId?: number }) {
    const rows = await strapi.db.query(UID).findMany({
      select: [...EVENT_FIELDS],
      populate,
      where: {
        $and: [
          { $or: [{ type: 'Recurring' }, { type: 'Once', date: { $gte: todayIn() } }] },
          ...chapterFilter(chapterId),
        ],
      },
    });
    return rows.map(toEvent).sort(byWhen);
  },
}));
