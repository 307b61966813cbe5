import type { ApiGroup } from './route';

/** The calls cms/src/api/chapter-home/ answers. */
export const CHAPTER_HOME_API = {
  find: { method: 'GET', path: '/chapter/:id/home' },
} as const satisfies ApiGroup;
