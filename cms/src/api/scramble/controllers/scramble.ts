import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SERVER_MESSAGES, type Scramble, type ScrambleEvent } from '@gro/config';
import { sendPublic } from '../../../platform/cache/public-cache';

const UID = 'api::scramble.scramble';

const EVENT_FIELDS = ['id', 'title', 'description', 'date', 'timeStart', 'timeEnd', 'location', 'address', 'city', 'state', 'postalCode'] as const;
type EventRow = ScrambleEvent & { title: string; description: string | null };
type ScrambleRow = { title: string; description: string | null; url: string; event?: EventRow | null };

/** The page staff keep, its title, description and date taken from the linked event when there is one. */
function toScramble(row: ScrambleRow): Scramble {
  const event = row.event ?? null;
  if (!event) return { title: row.title, description: row.description ?? null, url: row.url, eventDate: null, event: null };
  return {
    title: event.title,
    description: event.description || row.description || null,
    url: row.url,
    eventDate: event.date ?? null,
    event: {
      id: event.id,
      date: event.date ?? null,
      timeStart: event.timeStart ?? null,
      timeEnd: event.timeEnd ?? null,
      location: event.location ?? null,
      address: event.address ?? null,
      city: event.city ?? null,
      state: event.state ?? null,
      postalCode: event.postalCode ?? null,
    },
  };
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    await sendPublic(ctx, 'scramble', async () => {
      const row: ScrambleRow | null = await strapi.db.query(UID).findOne({
        select: ['title', 'description', 'url'],
        populate: { event: { select: [...EVENT_FIELDS] } },
      });
      if (!row) throw new errors.NotFoundError(SERVER_MESSAGES.scrambleNotSetUp);
      return toScramble(row);
    });
  },
}));
