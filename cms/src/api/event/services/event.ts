import { factories } from '@strapi/strapi';
import { DAYS } from '@gro/config';
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

export default factories.createCoreService(UID, ({ strapi }) => ({
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
