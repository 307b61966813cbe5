import { ANNOUNCEMENT_LIMITS } from '@gro/config';

/** Strapi's `env` helper as config files receive it. */
export type ConfigEnv = {
  (key: string, fallback?: string): string;
  int(key: string, fallback: number): number;
  bool(key: string, fallback: boolean): boolean;
};

/**
 * SMTP through Strapi's nodemailer provider: any relay, configured by the SMTP_* variables. Pooled:
 * up to ANNOUNCEMENT_LIMITS.parallelSends connections are kept open and reused (an announcement to
 * thousands of members does not open one per message), each for at most 100 messages.
 */
export function smtpOptions(env: ConfigEnv) {
  return {
    pool: true,
    maxConnections: ANNOUNCEMENT_LIMITS.parallelSends,
    maxMessages: 100,
    host: env('SMTP_HOST'),
    port: env.int('SMTP_PORT', 587),
    secure: env.bool('SMTP_SECURE', false),
    requireTLS: env.bool('SMTP_REQUIRE_TLS', false),
    ...(env('SMTP_USERNAME') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
    connectionTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
  };
}
