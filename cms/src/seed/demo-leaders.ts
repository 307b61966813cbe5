import type { Core } from '@strapi/strapi';
import { documentId } from '../platform/db/document-id';
import { USER_COMPANY } from '../platform/db/links';

const companyLink = USER_COMPANY.as('c');

/**
 * Demo chapter leaders: one Active member with a company leads each demo chapter, so the
 * "My chapter" screens show something real in development. Austin is still forming: no leader yet.
 * Granted by the demo admin, as the admins' PUT /chapter/{id}/leaders/{userId} would.
 */
const LEADERS: [chapterSlug: string, email: string][] = [
  ['detroit', 'lucia.hernandez@example.com'],
  ['ann-arbor', 'priya.raman@example.com'],
  ['grand-rapids', 'emily.devries@example.com'],
  ['chicago', 'natalie.brown@example.com'],
  ['columbus', 'angela.whitfield@example.com'],
];

export async function seedDemoLeaders(strapi: Core.Strapi) {
  const db = strapi.db.connection;
  const admin = await db('up_users').where('email', 'admin@gro.example.org').first('id');
  const stamp = new Date();
  for (const [slug, email] of LEADERS) {
    const chapter = await db('chapters').where({ slug }).first('id');
    const member = await db('up_users as u').join(companyLink.table, companyLink.owner, 'u.id').where('u.email', email).where('u.status', 'Active').first('u.id');
    if (!chapter || !member) continue;
    await db('chapter_leaders')
      .insert({ document_id: documentId(), user_id: member.id, chapter_id: chapter.id, granted_by_id: admin?.id ?? null, created_at: stamp, updated_at: stamp, published_at: stamp })
      .onConflict(['user_id', 'chapter_id'])
      .ignore();
  }
}
