import type { Core } from '@strapi/strapi';
import { ADMIN_HELP } from './fields';

type ListConfiguration = { settings: { mainField?: string; defaultSortBy?: string }; layouts: { list: string[] } };

/** Strapi's own default sort (by the main field, or id) is replaced; any other sort staff chose is kept. */
function shouldSortBy(conf: ListConfiguration, field: string): boolean {
  const current = conf.settings.defaultSortBy;
  return current !== field && (!current || ['id', 'documentId', conf.settings.mainField].includes(current));
}

/**
 * Gives the admin's edit forms readable labels and help texts. Only labels still equal to the raw
 * field name and empty descriptions are filled in, so what staff customise in the admin is kept;
 * list views of ordered content (FAQs, testimonials) sort by the position that orders the site.
 */
export async function applyAdminHelp(strapi: Core.Strapi) {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const [uid, help] of Object.entries(ADMIN_HELP)) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const conf = await service.findConfiguration(contentType);
    let changed = false;
    for (const [field, { label, description }] of Object.entries(help.fields)) {
      const meta = conf.metadatas?.[field];
      if (!meta?.edit) continue;
      if (label && meta.edit.label === field) {
        meta.edit.label = label;
        if (meta.list && meta.list.label === field) meta.list.label = label;
        changed = true;
      }
      if (description && !meta.edit.description) {
        meta.edit.description = description;
        changed = true;
      }
    }
    if (help.mainField && conf.settings?.mainField !== help.mainField && ['id', 'username', 'documentId'].includes(conf.settings?.mainField)) {
      conf.settings.mainField = help.mainField;
      changed = true;
    }
    if (help.listSort && shouldSortBy(conf, help.listSort)) {
      conf.settings.defaultSortBy = help.listSort;
      conf.settings.defaultSortOrder = 'ASC';
      if (!conf.layouts.list.includes(help.listSort)) conf.layouts.list = [help.listSort, ...conf.layouts.list];
      changed = true;
    }
    if (changed) await service.updateConfiguration(contentType, { settings: conf.settings, metadatas: conf.metadatas, layouts: conf.layouts });
  }
}
