import type { Core } from '@strapi/strapi';
import path from 'path';

/** SQLite under cms/.tmp by default; PostgreSQL when DATABASE_URL (or DATABASE_CLIENT=postgres) is set. */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const url: string = env('DATABASE_URL', '');
  const client: string = env('DATABASE_CLIENT', url ? 'postgres' : 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? {
              connectionString: url,
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
              schema: env('DATABASE_SCHEMA', 'public'),
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'gro'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      pool: {
        /**
         * Write-ahead logging: a commit appends to the log and syncs it once, instead of syncing a
         * rollback journal and the database file, and readers (the backup, a second process) do not
         * wait for the writer. synchronous stays FULL: a commit is on disk when it is answered. A
         * write that meets another process's (a script's, such as create-admin) waits up to 30 s for it
         * rather than the driver's 5 s: on a busy machine 5 s is not always enough, and the error is a 500.
         */
        afterCreate: (conn: { pragma(statement: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma('synchronous = FULL');
            conn.pragma('busy_timeout = 30000');
            done(null, conn);
          } catch (err) {
            done(err as Error, conn);
          }
        },
      },
    },
  };
};
