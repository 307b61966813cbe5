import fs from 'fs';
import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import formidable, { type Fields, type File, type Files } from 'formidable';
import { SERVER_MESSAGES } from '@gro/config';
import { signedInCaller, type PolicyContext } from '../auth/authenticate';
import { assertAdmin } from '../auth/roles';
import { bodyReadError } from '../platform/http/body-errors';
import { unsupportedMediaType } from '../platform/http/http-errors';

/**
 * Who may send files to a route, checked before a byte of the body is read, with the answers the
 * route itself gives: 'signedIn' and 'admin' are global::is-signed-in's and global::is-admin's
 * checks; `{ strapi: type, scope }` is Strapi's own authentication of that kind of route
 * ('content-api': users-permissions and API tokens, 'admin': the Strapi admin's staff sessions) and,
 * with a scope, the permission the route needs.
 */
type FileCaller = 'signedIn' | 'admin' | { strapi: 'content-api' | 'admin'; scope?: string[] };

/** A route that takes files: its method, a pattern of its path, and who may call it. */
type FileRoute = { method: string; path: RegExp; caller: FileCaller };

type MultipartConfig = {
  /** Folder the uploads are written to while their request lasts. */
  uploadDir: string;
  /** Bytes of all files of one request together. */
  maxFileSize: number;
  /** Bytes of the text fields beside the files. */
  maxFieldsSize: number;
  fileRoutes: FileRoute[];
};

/** Koa-body's (and so strapi::body's) methods with a body. */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const MAX_FIELDS = 100;

type Written = { path: string; stream: fs.WriteStream };

/** Resolves once the stream has let go of its file (at once when it already has). */
function released(stream: fs.WriteStream): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

/** Every file the request wrote, removed (the streams closed first, so no open can recreate one). */
async function removeAll(written: Written[]) {
  await Promise.all(written.map(async ({ path, stream }) => {
    await released(stream);
    await fs.promises.rm(path, { force: true });
  }));
}

function parse(ctx: Context, config: MultipartConfig, written: Written[]): Promise<{ fields: Fields; files: Files }> {
  const form = formidable({
    multiples: true,
    uploadDir: config.uploadDir,
    maxFileSize: config.maxFileSize,
    maxFieldsSize: config.maxFieldsSize,
    maxFields: MAX_FIELDS,
    enabledPlugins: ['multipart'],
    // The parser writes through our streams: we know every file of this request, whatever happens.
    fileWriteStreamHandler: (file) => {
      // formidable gives the handler the file it is about to fill (its types leave out filepath).
      const path = (file as unknown as File).filepath;
      const stream = fs.createWriteStream(path);
      written.push({ path, stream });
      return stream;
    },
  });
  return new Promise((resolve, reject) => {
    form.parse(ctx.req, (err, fields, files) => (err ? reject(err) : resolve({ fields, files })));
  });
}

/**
 * Strapi's authentication of a plugin's or the admin's route, run ahead of the route: true when the
 * caller passes; otherwise the answer the route would give (401 or 403) is set on ctx and false.
 */
async function strapiLetsIn(strapi: Core.Strapi, ctx: Context, caller: { strapi: 'content-api' | 'admin'; scope?: string[] }): Promise<boolean> {
  const auth = strapi.get('auth') as {
    authenticate(ctx: Context, next: () => Promise<void>): Promise<unknown>;
    verify(auth: unknown, config?: unknown): Promise<void>;
  };
  const routeAuth = caller.scope ? { scope: caller.scope } : undefined;
  const state = ctx.state as { route?: unknown; auth?: unknown };
  const route = state.route;
  state.route = { info: { type: caller.strapi }, config: routeAuth ? { auth: routeAuth } : {} };
  let authenticated = false;
  try {
    await auth.authenticate(ctx, async () => {
      authenticated = true;
    });
    if (!authenticated) return false;
    await auth.verify(state.auth, routeAuth);
    return true;
  } catch (error) {
    if (error instanceof errors.UnauthorizedError) ctx.unauthorized();
    else if (error instanceof errors.ForbiddenError) ctx.forbidden();
    else throw error;
    return false;
  } finally {
    state.route = route;
  }
}

/** Whether the caller may send files to the route; throws (or answers, for Strapi's routes) what its policy answers otherwise. */
async function mayUpload(strapi: Core.Strapi, ctx: Context, caller: FileCaller): Promise<boolean> {
  if (caller === 'signedIn' || caller === 'admin') {
    const user = await signedInCaller(strapi, ctx as unknown as PolicyContext);
    if (caller === 'admin') assertAdmin(user);
    return true;
  }
  return strapiLetsIn(strapi, ctx, caller);
}

/**
 * Multipart bodies (strapi::body is configured not to read them). Only the routes listed in
 * fileRoutes take files; any other multipart request is a 415 before a byte is written. The caller
 * of a listed route is checked first (FileCaller): an anonymous or wrong-role request is answered
 * 401 or 403 before the parser writes anything to disk. Files of the listed routes live in
 * uploadDir while their request lasts and are removed afterwards, whatever the answer (Strapi's own
 * parser only removed the `files` field's).
 */
export default (config: MultipartConfig, { strapi }: { strapi: Core.Strapi }) => {
  fs.mkdirSync(config.uploadDir, { recursive: true });
  return async (ctx: Context, next: Next) => {
    if (!PARSED_METHODS.has(ctx.method) || !ctx.is('multipart')) return next();
    const route = config.fileRoutes.find((r) => r.method === ctx.method && r.path.test(ctx.path));
    if (!route) throw unsupportedMediaType(SERVER_MESSAGES.noFileUpload(ctx.method, ctx.path));
    if (!(await mayUpload(strapi, ctx, route.caller))) return;
    const written: Written[] = [];
    try {
      const { fields, files } = await parse(ctx, config, written).catch((err: unknown) => {
        throw bodyReadError(err, true);
      });
      ctx.request.body = fields;
      ctx.request.files = files;
      await next();
    } finally {
      await removeAll(written);
    }
  };
};
