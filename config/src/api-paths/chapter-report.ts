import type { ApiGroup } from './route';

/** The calls cms/src/api/chapter-report/ answers. */
export const CHAPTER_REPORT_API = {
  find: { method: 'GET', path: '/chapter/:id/report' },
  csv: { method: 'GET', path: '/chapter/:id/report.csv' },
} as const satisfies ApiGroup;
