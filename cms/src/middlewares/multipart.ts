import fs from 'fs';
import type { Context, Next } from 'koa';
import formidable, { type Fields, type File, type Files } from 'formidable';
import { SERVER_MESSAGES } from '@gro/config';
import { bodyReadError } from '../utils/body-errors';
import { unsupportedMediaType } from '../utils/http-errors';

/** A route that takes files: its method and a pattern of its path. */
type FileRoute = { method: string; path: RegExp };

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
 * Multipart bodies (strapi::body is configured not to read them). Only the routes listed in
 * fileRoutes take files; any other multipart request is a 415 before a byte is written. Files of
 * the listed routes live in uploadDir while their request lasts and are removed afterwards,
 * whatever the answer (Strapi's own parser only removed the `files` field's).
 */
export default (config: MultipartConfig) => {
  fs.mkdirSync(config.uploadDir, { recursive: true });
  return async (ctx: Context, next: Next) => {
    if (!PARSED_METHODS.has(ctx.method) || !ctx.is('multipart')) return next();
    if (!config.fileRoutes.some((r) => r.method === ctx.method && r.path.test(ctx.path))) {
      throw unsupportedMediaType(SERVER_MESSAGES.noFileUpload(ctx.method, ctx.path));
    }
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
