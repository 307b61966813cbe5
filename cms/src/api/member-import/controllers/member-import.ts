import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MEMBER_IMPORT_MESSAGES as M, PORTAL_MESSAGES } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { fieldError } from '../../../platform/http/validate';
import { apiService } from '../../services';

type Upload = { filepath: string; originalFilename?: string | null; size: number };

function idOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

/** The admins' member import: upload, list, progress, dry run and run. Every route is adminOnly. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const imports = () => apiService(strapi, 'api::member-import.member-import');

  return {
    /** POST /member-import (multipart, one file in `file`). */
    async upload(ctx: Context) {
      const files = ctx.request.files ?? {};
      const names = Object.keys(files);
      const given = files.file;
      if (!given || names.length !== 1 || (Array.isArray(given) && given.length !== 1)) fieldError('file', M.fileMissing);
      const file = (Array.isArray(given) ? given[0] : given) as unknown as Upload;
      const upload = await imports().upload(signedIn(ctx).user.id, file);
      ctx.status = 201;
      ctx.body = ok(upload, M.uploaded(upload.rowCount));
    },

    async recent(ctx: Context) {
      ctx.body = ok(await imports().recent());
    },

    async status(ctx: Context) {
      ctx.body = ok(await imports().status(idOf(ctx)));
    },

    async dryRun(ctx: Context) {
      ctx.body = ok(await imports().dryRun(idOf(ctx), ctx.request.body));
    },

    async run(ctx: Context) {
      const status = await imports().start(idOf(ctx), ctx.request.body);
      ctx.status = 202;
      ctx.body = ok(status, M.started(status.rowCount));
    },
  };
};
