import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  CHAPTER_HOME_ITEMS, CHAPTER_NOT_FOUND, type ChapterHome, type ChapterHomeMeeting,
} from '@gro/config';
import type { ParsedListQuery } from '../../../platform/http/list-query';
import { apiService } from '../../services';

const CHAPTER = 'api::chapter.chapter';

/** The first page of a list, CHAPTER_HOME_ITEMS long, in the list's own order. */
const firstItems = <F extends string>(): ParsedListQuery<F> => ({ page: 1, pageSize: CHAPTER_HOME_ITEMS, offset: 0, sort: null, q: '' });

const fullName = (p: { firstname: string | null; lastname: string | null }) => [p.firstname, p.lastname].filter(Boolean).join(' ');

/**
 * A chapter leader's home: the meeting under way or the next one with its sheet's counts, the
 * visitors who came and wait to be followed up, its members' join requests and new companies waiting
 * for review, the referrals its members received and left untouched, and its members past the
 * attendance policy. Each from the service that
 * owns it, with the same rules as the screen that acts on it.
 */
const chapterHomeService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The chapter's members with referrals left untouched, the most first; `referrals` counts them all. */
  async function staleReferrals(chapterId: number): Promise<ChapterHome['staleReferrals']> {
    const items = (await apiService(strapi, 'api::referral.referral').untouchedInChapter(chapterId))
      .map((r) => ({ userId: r.userId, member: fullName(r), count: r.count }))
      .sort((a, b) => b.count - a.count || a.member.localeCompare(b.member) || a.userId - b.userId);
    return { total: items.length, referrals: items.reduce((sum, i) => sum + i.count, 0), items: items.slice(0, CHAPTER_HOME_ITEMS) };
  }

  /** The meeting under way or the next one that is not cancelled (within the meeting list's five weeks), and the chapter's zone. */
  async function nextMeeting(chapterId: number): Promise<{ meeting: ChapterHomeMeeting | null; timeZone: string }> {
    const attendance = apiService(strapi, 'api::attendance.attendance');
    const meetings = await attendance.meetings(chapterId);
    const next = meetings.current ?? meetings.upcoming.find((o) => !o.cancellation) ?? null;
    if (!next) return { meeting: null, timeZone: meetings.timeZone };
    const sheet = await attendance.sheet(next.eventId, next.date);
    return { meeting: { ...next, underWay: next === meetings.current, counts: sheet.counts, members: sheet.members.length }, timeZone: meetings.timeZone };
  }

  return {
    /** GET /chapter/{id}/home (its leaders, admins); 404 for no such chapter. */
    async home(chapterId: number): Promise<ChapterHome> {
      const chapter = (await strapi.db.query(CHAPTER).findOne({ where: { id: chapterId }, select: ['id', 'name', 'slug'] })) as { id: number; name: string; slug: string } | null;
      if (!chapter) throw new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });
      const [{ meeting, timeZone }, visitors, joinRequests, companies, stale, pastPolicy] = await Promise.all([
        nextMeeting(chapterId),
        apiService(strapi, 'api::visitor.visitor').list(chapterId, firstItems(), 'Attended'),
        apiService(strapi, 'api::join-request.review').listPending(firstItems(), chapterId),
        apiService(strapi, 'api::company.review').listPending(firstItems<never>(), chapterId),
        staleReferrals(chapterId),
        apiService(strapi, 'api::scorecard.scorecard').pastPolicy(chapterId),
      ]);
      return {
        chapter: { id: chapter.id, name: chapter.name, slug: chapter.slug },
        timeZone,
        meeting,
        visitors: {
          total: visitors.pagination.total,
          items: visitors.items.map((v) => ({ id: v.id, firstname: v.firstname, lastname: v.lastname, company: v.company, occurrenceDate: v.occurrenceDate })),
        },
        joinRequests: {
          total: joinRequests.pagination.total,
          items: joinRequests.items.map((r) => ({ id: r.id, member: fullName(r.user), company: r.company.name, createdAt: r.createdAt })),
        },
        companies: {
          total: companies.pagination.total,
          items: companies.items.map((c) => ({ uuid: c.uuid, name: c.name, creator: c.creator ? fullName(c.creator) || null : null, createdAt: c.createdAt })),
        },
        staleReferrals: stale,
        pastPolicy: { total: pastPolicy.members.length, items: pastPolicy.members.slice(0, CHAPTER_HOME_ITEMS), maxAbsences: pastPolicy.policy.maxAbsences, months: pastPolicy.policy.months },
      };
    },
  };
};

export type ChapterHomeService = ReturnType<typeof chapterHomeService>;
export default chapterHomeService;
