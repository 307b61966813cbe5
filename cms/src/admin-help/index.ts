import type { Core } from '@strapi/strapi';
import { ADMIN_HELP } from './fields';

/**
 * Gives the admin's edit forms readable labels and help texts. Only labels still equal to the raw
 * field name and empty descriptions are filled in, so what staff customise in the admin is kept.
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
    if (changed) await service.updateConfiguration(contentType, { settings: conf.settings, metadatas: conf.metadatas, layouts: conf.layouts });
  }
}
