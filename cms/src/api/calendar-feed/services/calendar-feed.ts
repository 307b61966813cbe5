import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { CALENDAR_FEED_LIMITS, CALENDAR_FEED_MESSAGES, CALENDAR_FEED_TOKEN, type CalendarFeed } from '@gro/config';
import { sha256 } from '../../../auth/session';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { calendarFor, occurrenceEntry, type CalendarEntry } from '../../../platform/calendar/ical';
import { cancelledDatesOf } from '../../../platform/calendar/cancellations';
import { EVENT_FIELDS, toEvent } from '../../../platform/cache/mappers';
import { todayIn } from '../../../platform/calendar/dates';
import { siteUrl } from '../../../platform/http/site-url';

const TABLE = 'calendar_feeds';
const DAY_MS = 24 * 60 * 60 * 1000;

type FeedRow = { user_id: number | string; created_at: string | number | Date };
type AnswerRow = { event_id: number | string; occurrence_date: string; status: 'Going' | 'Waitlisted' };

/** The feed's https address for a raw token (the web shows the webcal:// form beside it). */
const feedUrl = (token: string) => siteUrl(`/api/calendar/${token}.ics`);
const iso = (value: string | number | Date) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();

/**
 * Members' calendar feeds: a secret address per member, made of a random token of which
 * only the SHA-256 hash is stored (like password-reset links), so the database alone never gives
 * an address away. Making one replaces the member's earlier one in the same statement; turning it
 * off deletes it. The feed holds the occurrences the member answered Going (CONFIRMED) or is
 * waitlisted for (TENTATIVE), from 30 days back on, each at its own date in its chapter's zone.
 */
const calendarFeedService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;

  return {
    /** GET /account/calendar-feed: whether the member has a feed (never its address: only its hash is kept). */
    async status(userId: number): Promise<CalendarFeed> {
      const row: FeedRow | undefined = await db()(TABLE).where('user_id', userId).first('user_id', 'created_at');
      return { active: Boolean(row), createdAt: row ? iso(row.created_at) : null, url: null };
    },

    /**
     * POST /account/calendar-feed: a new address, replacing the member's earlier one at once (one
     * upsert on the unique user_id: of two concurrent calls, the later one's address is the one
     * that works). Answers the address this once; `replaced` tells a reset from a first feed.
     */
    async create(userId: number): Promise<{ feed: CalendarFeed; replaced: boolean }> {
      const token = crypto.randomBytes(CALENDAR_FEED_LIMITS.tokenBytes).toString('base64url');
      const stamp = new Date(now());
      const replaced = Boolean(await db()(TABLE).where('user_id', userId).first('id'));
      await db()(TABLE)
        .insert({ document_id: documentId(), user_id: userId, token_hash: sha256(token), created_at: stamp, updated_at: stamp, published_at: stamp })
        .onConflict('user_id')
        .merge(['token_hash', 'created_at', 'updated_at']);
      return { feed: { active: true, createdAt: stamp.toISOString(), url: feedUrl(token) }, replaced };
    },

    /** DELETE /account/calendar-feed: the address stops working; true when there was one. */
    async revoke(userId: number): Promise<boolean> {
      return Number(await db()(TABLE).where('user_id', userId).delete()) > 0;
    },

    /**
     * GET /calendar/{token}.ics: the feed of the Active member the token belongs to, or null (an
     * unknown or revoked token, or a member no longer Active). A token not shaped like ours is not
     * looked up; one that is costs one indexed look-up of its hash, whoever's it is.
     */
    async feed(token: string): Promise<string | null> {
      if (!CALENDAR_FEED_TOKEN.test(token)) return null;
      const owner: { id: number | string } | undefined = await db()(`${TABLE} as f`)
        .join('up_users as u', 'u.id', 'f.user_id')
        .where('f.token_hash', sha256(token))
        .andWhere('u.status', 'Active')
        .andWhere((q) => q.where('u.blocked', false).orWhereNull('u.blocked'))
        .first('u.id');
      if (!owner) return null;
      const entries = await this.entriesOf(Number(owner.id));
      return calendarFor(entries, { name: CALENDAR_FEED_MESSAGES.name, url: siteUrl('/portal'), now: new Date(now()) });
    },

    /** The member's Going and Waitlisted occurrences from `pastDays` back on, the soonest first. */
    async entriesOf(userId: number): Promise<CalendarEntry[]> {
      const since = todayIn(undefined, new Date(now() - CALENDAR_FEED_LIMITS.pastDays * DAY_MS));
      const answers: AnswerRow[] = await db()('rsvps')
        .where('user_id', userId)
        .whereIn('status', ['Going', 'Waitlisted'])
        .andWhere('occurrence_date', '>=', since)
        .orderBy([{ column: 'occurrence_date' }, { column: 'event_id' }])
        .limit(CALENDAR_FEED_LIMITS.maxEntries)
        .select('event_id', 'occurrence_date', 'status');
      if (answers.length === 0) return [];
      const eventIds = [...new Set(answers.map((a) => Number(a.event_id)))];
      const rows = await strapi.db.query('api::event.event').findMany({
        where: { id: { $in: eventIds } },
        select: [...EVENT_FIELDS],
        populate: { chapter: { select: ['id', 'documentId', 'name', 'slug', 'timeZone'] } },
      });
      const byId = new Map(rows.map((row: Parameters<typeof toEvent>[0] & { chapter?: { timeZone?: string | null } | null }) => [row.id, row]));
      // Occurrences a leader cancelled stay in the feed, STATUS:CANCELLED: calendars drop or strike them.
      const cancelled = await cancelledDatesOf(strapi, eventIds, since);
      return answers.flatMap((answer) => {
        const row = byId.get(Number(answer.event_id));
        return row ? [occurrenceEntry(toEvent(row), { timeZone: row.chapter?.timeZone ?? null }, answer.occurrence_date, answer.status === 'Waitlisted', cancelled.get(row.id))] : [];
      });
    },
  };
};

export type CalendarFeedService = ReturnType<typeof calendarFeedService>;
export default calendarFeedService;
