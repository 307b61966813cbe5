import path from 'path';

export default ({ env }: { env: any }) => {
  const emailSettings = {
    defaultFrom: env('EMAIL_FROM', 'GRO <no-reply@gro.example.org>'),
    defaultReplyTo: env('EMAIL_REPLY_TO', 'GRO <hello@gro.example.org>'),
  };
  // SMTP when SMTP_HOST is set; otherwise the embedded outbox writes each message to a folder.
  const email = env('SMTP_HOST')
    ? {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST'),
          port: env.int('SMTP_PORT', 587),
          secure: env.bool('SMTP_SECURE', false),
          requireTLS: env.bool('SMTP_REQUIRE_TLS', false),
          ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
          connectionTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
        },
        settings: emailSettings,
      }
    : {
        provider: 'strapi-provider-email-outbox',
        providerOptions: { dir: path.resolve(__dirname, '..', '..', env('OUTBOX_DIR', 'outbox')) },
        settings: emailSettings,
      };

  return {
    'users-permissions': {
      config: {
        jwt: { expiresIn: env('ACCESS_TOKEN_TTL', '15m'), algorithm: 'HS256' },
        register: { allowedFields: [] },
      },
    },
    email: { config: email },
    upload: {
      config: {
        // Staff media in the admin; member avatars have their own 2 MB limit on their endpoint.
        sizeLimit: env.int('UPLOAD_MAX_FILE_SIZE', 5 * 1024 * 1024),
        breakpoints: { large: 1000, medium: 750, small: 500 },
      },
    },
  };
};
