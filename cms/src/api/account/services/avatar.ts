import fs from 'fs';
import os from 'os';
import path from 'path';
import crypto from 'crypto';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { AUTH_LIMITS, AUTH_TEXTS } from '@gro/config';
import { unsupportedMediaType } from '../../../platform/http/http-errors';

const USER = 'plugin::users-permissions.user';

/** What the first bytes say the file is: only PNG, JPEG and WebP are accepted, whatever its name or declared type. */
export function sniffImage(head: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 12 && head.toString('ascii', 0, 4) === 'RIFF' && head.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const unsupported = () => unsupportedMediaType(AUTH_TEXTS.avatarUnsupported);

const avatarService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Checks the upload by content, re-encodes it as a square WebP of AUTH_LIMITS.avatarPixels
   * (stripping metadata), stores it through the upload plugin and removes the previous avatar.
   */
  async replace(userId: number, file: { filepath: string; size: number }) {
    if (file.size > AUTH_LIMITS.avatarMaxBytes) throw new errors.PayloadTooLargeError(AUTH_TEXTS.avatarTooLarge);
    const handle = await fs.promises.open(file.filepath, 'r');
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0).finally(() => handle.close());
    if (!sniffImage(head)) throw unsupported();

    const out = path.join(os.tmpdir(), `gro-avatar-${crypto.randomBytes(6).toString('hex')}.webp`);
    try {
      try {
        await sharp(file.filepath, { limitInputPixels: 40_000_000, failOn: 'error' })
          .rotate()
          .resize(AUTH_LIMITS.avatarPixels, AUTH_LIMITS.avatarPixels, { fit: 'cover', position: 'attention' })
          .webp({ quality: 85 })
          .toFile(out);
      } catch {
        throw unsupported();
      }
      const { size } = await fs.promises.stat(out);
      const [uploaded] = await strapi.plugin('upload').service('upload').upload({
        data: { fileInfo: { name: `avatar-${userId}.webp`, alternativeText: 'Profile photo' } },
        files: { filepath: out, originalFilename: `avatar-${userId}.webp`, mimetype: 'image/webp', size },
      });

      const previous = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id'], populate: { avatar: true } });
      await strapi.db.query(USER).update({ where: { id: userId }, data: { avatar: uploaded.id } });
      if (previous?.avatar) await strapi.plugin('upload').service('upload').remove(previous.avatar);
      return uploaded;
    } finally {
      await fs.promises.rm(out, { force: true });
    }
  },
});

export type AvatarService = ReturnType<typeof avatarService>;
export default avatarService;
