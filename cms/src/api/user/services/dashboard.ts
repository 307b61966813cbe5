import type { Core } from '@strapi/strapi';
import { DASHBOARD_MEMBER_LIMIT, type Chapter, type ChapterEvent, type Dashboard } from '@gro/config';
import { contactViewerOf } from '../../../auth/contact-visibility';
import type { AccountService } from '../../account/services/account';
import type { CompanyService } from '../../company/services/company';
import type { UserService } from './user';

type ChapterReads = { findPublicChapter(id: number): Promise<Chapter | null> };
type EventReads = { listActive(filter: { chapterId?: number }): Promise<ChapterEvent[]> };

/**
 * GET /dashboard: the member's company, chapter, subscription, the chapter's events and a few
 * chapter members; no members for an account the MEMBER_DATA_ACCESS rule keeps from member data.
 */
const dashboardService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** A few members of the chapter, with the email and phone the member sees (contact visibility). */
  const chapterMembers = async (chapterId: number, user: { id: number; role: { name: string } | null }) => {
    const { admin, id, chapterId: home, leads } = await contactViewerOf(strapi.db.connection, user);
    return (strapi.service('api::user.user') as UserService).chapterMembers(chapterId, { admin, id, chapterId: home, leads }, DASHBOARD_MEMBER_LIMIT);
  };
  return {
    async forMember(userId: number): Promise<Dashboard> {
      const account = await (strapi.service('api::account.account') as AccountService).findAccount(userId);
      const chapterId = account?.chapter?.id;
      const [company, chapter, events, members] = await Promise.all([
        account?.companyId ? (strapi.service('api::company.company') as CompanyService).findById(account.companyId) : null,
        chapterId ? (strapi.service('api::chapter.chapter') as ChapterReads).findPublicChapter(chapterId) : null,
        chapterId ? (strapi.service('api::event.event') as EventReads).listActive({ chapterId }) : [],
        chapterId && account?.memberData?.allowed ? chapterMembers(chapterId, { id: userId, role: account.role[0] ?? null }) : [],
      ]);
      return { company, chapter, subscription: account?.subscription ?? null, events, members };
    },
  };
};

export type DashboardService = ReturnType<typeof dashboardService>;
export default dashboardService;
