import type { ApiGroup } from './route';

/** The calls cms/src/api/health/ answers (load balancers and probes call it, never the app: a group of the table only). */
export const HEALTH_API = {
  check: { method: 'GET', path: '/health' },
} as const satisfies ApiGroup;
