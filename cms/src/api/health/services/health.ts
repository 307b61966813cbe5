import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { pingRateLimitStore } from '../../../providers/rate-limit';
import { isShuttingDown } from '../../../platform/http/shutdown';

/** How long each dependency may take to answer before it counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

type PartState = 'ok' | 'down' | 'not used';
export type Health = {
  status: 'ok' | 'unavailable';
  database: PartState;
  redis: PartState;
  shuttingDown: boolean;
  version: string;
  commit: string | null;
  uptimeSeconds: number;
};

let version: string | null = null;

function appVersion(strapi: Core.Strapi): string {
  if (version === null) {
    try {
      version = String(JSON.parse(fs.readFileSync(path.join(strapi.dirs.app.root, 'package.json'), 'utf8')).version ?? '');
    } catch {
      version = '';
    }
  }
  return version;
}

function withinTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const healthService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The state of what the server needs: one trivial query, a Redis PING when Redis is used; nothing secret. */
  async check(): Promise<Health> {
    const [database, store] = await Promise.all([
      withinTimeout(
        strapi.db.connection.raw('select 1').then(() => 'ok' as const, () => 'down' as const),
        'down' as const,
      ),
      pingRateLimitStore(CHECK_TIMEOUT_MS),
    ]);
    const redis: PartState = store === 'memory' ? 'not used' : store;
    const shuttingDown = isShuttingDown();
    return {
      status: database === 'ok' && redis !== 'down' && !shuttingDown ? 'ok' : 'unavailable',
      database,
      redis,
      shuttingDown,
      version: appVersion(strapi),
      commit: process.env.GIT_COMMIT || null,
      uptimeSeconds: Math.round(process.uptime()),
    };
  },
});

export type HealthService = ReturnType<typeof healthService>;

export default healthService;
