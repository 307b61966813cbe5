import type { Core } from '@strapi/strapi';
import type { ContactViewer } from '@gro/config';
import { isAdmin } from './roles';
import { USER_CHAPTER } from '../platform/db/links';

const chapterLink = USER_CHAPTER.as('uchl');
const viewedChapter = USER_CHAPTER.as('vc');

type Db = Core.Strapi['db']['connection'];
type WithRole = { id: number; role?: { name?: string | null } | null; contact?: { chapterId: number | null; visibility: unknown; leadsAny: boolean } };
/** The viewer, with their own setting as stored (the directory's cache key needs it). */
type ContactCaller = ContactViewer & { visibility: unknown };

/**
 * Who the caller is to the contact visibility rule (@gro/config's seesContact): admin or not,
 * their home chapter and the chapters they lead. Read at every call, as the leaders' rights are (a
 * revoke counts at once): from what the session check read with the caller when given (no
 * statement for a member who leads no chapter), else in one statement.
 */
export async function contactViewerOf(db: Db, user: WithRole): Promise<ContactCaller> {
  if (isAdmin(user)) return { admin: true, id: user.id, chapterId: null, leads: [], visibility: null };
  if (user.contact && !user.contact.leadsAny) return { admin: false, id: user.id, chapterId: user.contact.chapterId, leads: [], visibility: user.contact.visibility };
  const rows: { chapter_id: number | string | null; led_id: number | string | null; contact_visibility: unknown }[] = await db('up_users as u')
    .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
    .leftJoin('chapter_leaders as l', 'l.user_id', 'u.id')
    .where('u.id', user.id)
    .select(`${chapterLink.target} as chapter_id`, 'l.chapter_id as led_id', 'u.contact_visibility');
  const home = rows.find((r) => r.chapter_id !== null)?.chapter_id;
  const leads = [...new Set(rows.filter((r) => r.led_id !== null).map((r) => Number(r.led_id)))].sort((a, b) => a - b);
  return { admin: false, id: user.id, chapterId: home === undefined || home === null ? null : Number(home), leads, visibility: rows[0]?.contact_visibility ?? null };
}

/**
 * The same rule in SQL for the member `alias` (a row of up_users): a condition with its bindings,
 * for a search that SQL answers (an email may only match where the viewer sees it).
 */
export function contactVisibleSql(viewer: ContactViewer, alias: string): { sql: string; bindings: (number | string)[] } {
  if (viewer.admin) return { sql: '1 = 1', bindings: [] };
  const setting = `${alias}.contact_visibility`;
  const inChapter: string[] = [];
  const bindings: (number | string)[] = [viewer.id];
  if (viewer.leads.length) {
    inChapter.push(`${viewedChapter.target} IN (${viewer.leads.map(() => '?').join(', ')})`);
    bindings.push(...viewer.leads);
  }
  if (viewer.chapterId !== null) {
    inChapter.push(`(${setting} = 'chapter' AND ${viewedChapter.target} = ?)`);
    bindings.push(viewer.chapterId);
  }
  const chapterRule = inChapter.length
    ? ` OR EXISTS (SELECT 1 FROM ${viewedChapter.table} WHERE ${viewedChapter.owner} = ${alias}.id AND (${inChapter.join(' OR ')}))`
    : '';
  return { sql: `(${setting} IS NULL OR ${setting} NOT IN ('chapter', 'nobody') OR ${alias}.id = ?${chapterRule})`, bindings };
}
