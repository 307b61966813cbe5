import type { Core } from '@strapi/strapi';
import { DASHBOARD_MEMBER_LIMIT, type Dashboard } from '@gro/config';
import { contactViewerOf } from '../../../auth/contact-visibility';
import { apiService } from '../../services';


/**
 * GET /dashboard: the member's company, chapter, subscription, the chapter's events and a few
 * chapter members; no members for an account the MEMBER_DATA_ACCESS rule keeps from member data.
 */
const dashboardService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** A few members of the chapter, with the email and phone the member sees (contact visibility). */
  const chapterMembers = async (chapterId: number, user: { id: number; role: { name: string } | null }) => {
    const { admin, id, chapterId: home, leads } = await contactViewerOf(strapi.db.connection, user);
    return apiService(strapi, 'api::user.user').chapterMembers(chapterId, { admin, id, chapterId: home, leads }, DASHBOARD_MEMBER_LIMIT);
  };
  return {
    async forMember(userId: number): Promise<Dashboard> {
      const account = await apiService(strapi, 'api::account.account').findAccount(userId);
      const chapterId = account?.chapter?.id;
      const [company, chapter, events, members] = await Promise.all([
        account?.companyId ? apiService(strapi, 'api::company.company').findById(account.companyId) : null,
        chapterId ? apiService(strapi, 'api::chapter.chapter').findPublicChapter(chapterId) : null,
        chapterId ? apiService(strapi, 'api::event.event').listActive({ chapterId }) : [],
        chapterId && account?.memberData?.allowed ? chapterMembers(chapterId, { id: userId, role: account.role[0] ?? null }) : [],
      ]);
      return { company, chapter, subscription: account?.subscription ?? null, events, members };
    },
  };
};

export type DashboardService = ReturnType<typeof dashboardService>;
export default dashboardService;
