import type { Core } from '@strapi/strapi';
import { USER_CHAPTER } from '../platform/db/links';

const chapterLink = USER_CHAPTER.as('ucl');

type Db = Core.Strapi['db']['connection'];

/**
 * Whether member `targetId` is hidden from `viewer`: they are hidden from the directory, and the
 * viewer is not them, not an admin, not a leader of their home chapter, and has no one-to-one and
 * no referral with them yet, in either direction and whatever its state (cancelled, deleted: the
 * two have already been in touch, each knows the other's name). One-to-ones and referrals then
 * answer such an id exactly as an unknown one. False for an unknown id (the caller's own check
 * answers that).
 */
export async function hiddenFromViewer(db: Db, viewer: { id: number; admin: boolean }, targetId: number): Promise<boolean> {
  if (viewer.admin || viewer.id === targetId) return false;
  const target: { directory_hidden: unknown } | undefined = await db('up_users').where('id', targetId).first('directory_hidden');
  if (!target || !(target.directory_hidden === true || target.directory_hidden === 1)) return false;
  const [leads, oneToOne, referral] = await Promise.all([
    db('chapter_leaders as l').join(chapterLink.table, chapterLink.target, 'l.chapter_id').where({ 'l.user_id': viewer.id, [chapterLink.owner]: targetId }).first('l.id'),
    db('one_to_ones')
      .where((q) => q.where({ proposer_id: viewer.id, invitee_id: targetId }).orWhere({ proposer_id: targetId, invitee_id: viewer.id }))
      .first('id'),
    db('referrals')
      .where((q) => q.where({ giver_id: viewer.id, receiver_id: targetId }).orWhere({ giver_id: targetId, receiver_id: viewer.id }))
      .first('id'),
  ]);
  return !leads && !oneToOne && !referral;
}
