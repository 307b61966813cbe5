import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * What staff may do in the Strapi admin (/admin). A content editor reaches the content staff edit
 * and the media library, nothing else; the Super Admin stays for the first staff account and for
 * `npm run create-admin -- --staff --super`. Rows GRO's own rules write (payments, the dues ledger,
 * sign-in logs, the activity log, referral tallies…) are never written from the admin, whoever asks.
 */

export const CONTENT_EDITOR = {
  code: 'gro-content-editor',
  name: 'Content Editor',
  description: 'Edits the FAQs, testimonials, terms, professions, blog, contact details, the golf scramble page and the newsletter, and the media library. Sees no member data.',
} as const;

/** The content a content editor edits and publishes. */
const EDITED_CONTENT = [
  'api::faq.faq',
  'api::profession.profession',
  'api::testimonial.testimonial',
  'api::terms.terms',
  'api::blog-post.blog-post',
  'api::blog-category.blog-category',
  'api::contact-detail.contact-detail',
  'api::scramble.scramble',
  'api::announcement.newsletter',
] as const;

/** Media library rights (as Strapi gives its own Editor): blog images and the scramble page's. */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

/**
 * Collections whose rows only GRO's rules write, shown read-only in the Content Manager even to a
 * Super Admin: money (subscriptions, invoices, their log, the dues ledger), what members did (sign-in
 * log, notification choices) and the activity log. Every type hidden from the Content Manager is
 * refused too (readOnlyInAdmin).
 */
const WRITTEN_BY_GRO = [
  'api::subscription.subscription',
  'api::invoice.invoice',
  'api::subscription-log.subscription-log',
  'api::dues-entry.dues-entry',
  'api::sign-in-log.sign-in-log',
  'api::admin-activity.admin-activity',
  'api::user-setting.user-setting',
];

/** The document service's reads: anything else writes. */
const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

type ContentTypeActions = { actionProvider: { values(): { section: string; actionId: string; subjects?: string[] }[] } };
type Permission = { action: string; subject?: string | null; properties?: Record<string, unknown>; conditions?: string[] };
interface RoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}
interface ContentTypeService {
  getPermissionsWithNestedFields(actions: unknown[], options: { restrictedSubjects: string[] }): Permission[];
}

/** GRO's own types hidden from the Content Manager (sessions, second factors, tallies, RSVPs…); Strapi's and its plugins' are left to them. */
const hiddenFromContentManager = (strapi: Core.Strapi): string[] =>
  Object.values(strapi.contentTypes)
    .filter((ct) => ct.uid.startsWith('api::') && (ct.pluginOptions as { 'content-manager'?: { visible?: boolean } } | undefined)?.['content-manager']?.visible === false)
    .map((ct) => ct.uid);

/** Whether the admin may not write rows of this type (read-only or hidden in the Content Manager). */
function readOnlyInAdmin(strapi: Core.Strapi, uid: string): boolean {
  return WRITTEN_BY_GRO.includes(uid) || hiddenFromContentManager(strapi).includes(uid);
}

/**
 * The Content Editor role with exactly its rights (created once, its permissions set again at each
 * start, so a right added here reaches it and one taken in the admin comes back).
 */
export async function seedContentEditorRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const role = (await roles.findOne({ code: CONTENT_EDITOR.code })) ?? (await roles.create({ ...CONTENT_EDITOR }));
  const { actionProvider } = strapi.service('admin::permission') as unknown as ContentTypeActions;
  const contentActions = actionProvider.values().filter((action) => action.section === 'contentTypes');
  const everyOther = Object.keys(strapi.contentTypes).filter((uid) => !(EDITED_CONTENT as readonly string[]).includes(uid));
  const content = (strapi.service('admin::content-type') as unknown as ContentTypeService).getPermissionsWithNestedFields(contentActions, { restrictedSubjects: everyOther });
  await roles.assignPermissions(role.id, [...content, ...MEDIA_ACTIONS.map((action) => ({ action, subject: null, properties: {}, conditions: [] }))]);
  return role.id;
}

/**
 * Refuses, from the Strapi admin, every write to a type GRO's rules write (the document service's
 * middleware: the Content Manager's create, edit, delete, publish and bulk actions all pass through
 * it). GRO's own code writes them from API requests, which this leaves alone.
 */
export function guardAdminWrites(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!READS.has(context.action)) {
      const request = strapi.requestContext.get() as { state?: { auth?: { strategy?: { name?: string } } } } | undefined;
      if (request?.state?.auth?.strategy?.name === 'admin' && readOnlyInAdmin(strapi, context.uid)) {
        throw new errors.ForbiddenError('GRO writes these rows by its own rules: they are read-only in the admin.');
      }
    }
    return next();
  });
}

type EditConfiguration = { metadatas?: Record<string, { edit?: { editable?: boolean } }> } & Record<string, unknown>;
interface ContentManagerTypes {
  findContentType(uid: string): unknown;
  findConfiguration(contentType: unknown): Promise<EditConfiguration>;
  updateConfiguration(contentType: unknown, configuration: EditConfiguration): Promise<unknown>;
}

/** The Content Manager's edit forms of the rows GRO writes show every field as not editable, so nobody types a change the server refuses. */
export async function showReadOnlyInAdmin(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service('content-types') as unknown as ContentManagerTypes;
  for (const uid of WRITTEN_BY_GRO) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const conf = await service.findConfiguration(contentType);
    const editable = Object.values(conf.metadatas ?? {}).filter((meta) => meta.edit && meta.edit.editable !== false);
    if (editable.length === 0) continue;
    for (const meta of editable) meta.edit!.editable = false;
    await service.updateConfiguration(contentType, { settings: conf.settings, metadatas: conf.metadatas, layouts: conf.layouts });
  }
}
