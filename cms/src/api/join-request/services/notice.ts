import type { Core } from '@strapi/strapi';
import { isAdminRoleName, NOTIFICATION_SETTING } from '@gro/config';
import { joinRequestNoticeEmail } from '../messages';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import { sendMailInBackground } from '../../../notifications';
import { mayMailNotice } from '../../../platform/limits/send-limits';
import { apiService } from '../../services';
import { USER_CHAPTER } from '../../../platform/db/links';

const chapterLink = USER_CHAPTER.as('l');

const UID = 'api::join-request.join-request';
const USER = 'plugin::users-permissions.user';
/** The notification setting whose description promises company contacts this notice (NOTIFICATION_SETTINGS, @gro/config). */
const SETTING_KEY = NOTIFICATION_SETTING.joinRequests;

type Person = { id: number; email: string; firstname: string | null; lastname: string | null };
type RequestRow = { id: number; status: string; note: string | null; user: Person | null; company: { id: number; name: string } | null };

/** Accounts that can read mail: Active and not blocked. */
const reachable = { status: 'Active', $or: [{ blocked: false }, { blocked: null }] };

/**
 * The notice of a new join request: the company's current members, the administrators and the
 * leaders of the requester's chapter are emailed, each as their "Company join requests" email setting allows; never the requester.
 */
const noticeService = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Who is told of a request to join `companyId` by `requesterId`: the company's members, and as
   * reviewers the admins and the leaders of the requester's home chapter (`leaderOf`).
   */
  async function recipients(companyId: number, requesterId: number): Promise<(Person & { reviewer: boolean; leaderOf?: { id: number; name: string } })[]> {
    const roles: { id: number; name: string }[] = await strapi.db.query('plugin::users-permissions.role').findMany({ select: ['id', 'name'] });
    const adminRoles = roles.filter((r) => isAdminRoleName(r.name)).map((r) => r.id);
    const select = ['id', 'email', 'firstname', 'lastname'];
    const notMe = { id: { $ne: requesterId } };
    const home: { chapter_id: number | string; name: string } | undefined = await strapi.db
      .connection(chapterLink.table)
      .join('chapters as c', 'c.id', chapterLink.target)
      .where(chapterLink.owner, requesterId)
      .first(`${chapterLink.target} as chapter_id`, 'c.name');
    const leaderIds: number[] = home
      ? (await strapi.db.connection('chapter_leaders').where('chapter_id', home.chapter_id).select('user_id')).map((r: { user_id: number | string }) => Number(r.user_id))
      : [];
    const [members, admins, leaders]: [Person[], Person[], Person[]] = await Promise.all([
      strapi.db.query(USER).findMany({ where: { $and: [{ company: { id: companyId } }, reachable, notMe] }, select }),
      adminRoles.length === 0 ? [] : strapi.db.query(USER).findMany({ where: { $and: [{ role: { id: { $in: adminRoles } } }, reachable, notMe] }, select }),
      leaderIds.length === 0 ? [] : strapi.db.query(USER).findMany({ where: { $and: [{ id: { $in: leaderIds } }, reachable, notMe] }, select }),
    ]);
    const byId = new Map<number, Person & { reviewer: boolean; leaderOf?: { id: number; name: string } }>();
    for (const m of members) byId.set(m.id, { ...m, reviewer: false });
    for (const l of leaders) byId.set(l.id, { ...l, reviewer: true, leaderOf: { id: Number(home!.chapter_id), name: home!.name } });
    for (const a of admins) byId.set(a.id, { ...a, reviewer: true });
    const allowed = await apiService(strapi, 'api::account.setting').allowedAmong([...byId.keys()], SETTING_KEY, 'email');
    return [...byId.values()].filter((p) => allowed.has(p.id)).sort((a, b) => a.id - b.id);
  }

  return {
    recipients,

    /**
     * Emails the notice of a request that is still pending (the 'joinRequests.notice' job, queued with
     * the request): nothing once it was withdrawn or decided. Each recipient is mailed one notice per
     * requester per window (SEND_LIMITS.noticesPerRecipientPerSender); they still find later ones in
     * the review lists. Returns how many were mailed.
     */
    async notify(joinRequestId: number): Promise<number> {
      const row: RequestRow | null = await strapi.db.query(UID).findOne({
        where: { id: joinRequestId },
        select: ['id', 'status', 'note'],
        populate: { user: { select: ['id', 'email', 'firstname', 'lastname'] }, company: { select: ['id', 'name'] } },
      });
      if (!row || row.status !== 'Pending' || !row.user || !row.company) return 0;
      const { user: requester, company, note } = row;
      const list = await recipients(company.id, requester.id);
      let mailed = 0;
      for (const to of list) {
        if (!(await mayMailNotice('join-request', requester.id, to.id))) continue;
        mailed += 1;
        const mail = joinRequestNoticeEmail(to, { requester, company: company.name, note: note ?? null, reviewer: to.reviewer, leaderOf: to.leaderOf });
        await sendMailInBackground(strapi, withUnsubscribe(mail, to.id, SETTING_KEY));
      }
      return mailed;
    },
  };
};

export type NoticeService = ReturnType<typeof noticeService>;
export default noticeService;
