import path from 'path';
import type { Core } from '@strapi/strapi';
import { emailPluginConfig } from '../src/providers/email';
import { uploadPluginConfig } from '../src/providers/upload';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwt: { expiresIn: env('ACCESS_TOKEN_TTL', '15m'), algorithm: 'HS256' },
      register: { allowedFields: [] },
    },
  },
  // SMTP when SMTP_HOST is set; otherwise the embedded outbox writes each message to a folder.
  email: { config: emailPluginConfig(env, path.resolve(__dirname, '..', '..')) },
  // On S3 (any S3-compatible store) when S3_BUCKET is set; otherwise in public/uploads.
  upload: {
    config: uploadPluginConfig(env, {
      // Staff media in the admin; member avatars have their own 2 MB limit on their endpoint.
      sizeLimit: env.int('UPLOAD_MAX_FILE_SIZE', 5 * 1024 * 1024),
      breakpoints: { large: 1000, medium: 750, small: 500 },
    }),
  },
});
