import type { Core } from '@strapi/strapi';
import { ROLE_ADMIN, ROLE_AUTHENTICATED, ROLE_MEMBER } from '@gro/config';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Actions anyone may call: the public site's reads. */
export const PUBLIC_ACTIONS = [
  'api::chapter.chapter.find',
  'api::chapter.chapter.findActive',
  'api::chapter.chapter.findOne',
  'api::chapter.chapter.findBySlug',
  'api::chapter.chapter.calendar',
  'api::event.event.find',
  'api::event.event.findActive',
  'api::event.event.findOne',
  'api::event.event.calendar',
  'api::faq.faq.find',
  'api::profession.profession.find',
  'api::testimonial.testimonial.find',
  'api::terms.terms.find',
  'api::scramble.scramble.find',
  'api::contact-detail.contact-detail.find',
];

const ROLES = [
  { type: 'public', name: 'Public', description: 'Visitors who are not signed in.' },
  { type: 'authenticated', name: ROLE_MEMBER, description: 'Signed-in members.' },
  { type: 'admin', name: ROLE_ADMIN, description: 'GRO administrators: manage chapters, companies, events, users and finance.' },
];

async function ensureRole(strapi: Core.Strapi, role: (typeof ROLES)[number]) {
  const existing = await strapi.db.query(ROLE_UID).findOne({ where: { type: role.type } });
  if (!existing) return strapi.db.query(ROLE_UID).create({ data: role });
  // The plugin's own name for members is 'Authenticated'; members see role names, so say 'Member'.
  if (role.type === 'authenticated' && existing.name === ROLE_AUTHENTICATED) {
    return strapi.db.query(ROLE_UID).update({ where: { id: existing.id }, data: { name: ROLE_MEMBER, description: role.description } });
  }
  return existing;
}

/** Roles Public, Member (type authenticated) and Admin exist, and each may call the public reads. Safe to run on every start. */
export async function seedRolesAndPermissions(strapi: Core.Strapi) {
  const roles: Record<string, { id: number }> = {};
  for (const role of ROLES) roles[role.type] = await ensureRole(strapi, role);

  for (const role of Object.values(roles)) {
    const granted = await strapi.db.query(PERMISSION_UID).findMany({
      select: ['action'],
      where: { role: { id: role.id }, action: { $in: PUBLIC_ACTIONS } },
    });
    const have = new Set(granted.map((p: { action: string }) => p.action));
    for (const action of PUBLIC_ACTIONS.filter((a) => !have.has(a))) {
      await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
    }
  }
  return roles;
}
