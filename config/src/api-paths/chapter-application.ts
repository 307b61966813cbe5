import type { ApiGroup } from './route';

/** The calls cms/src/api/chapter-application/ answers. */
export const CHAPTER_APPLICATION_API = {
  submit: { method: 'POST', path: '/chapter/application' },
} as const satisfies ApiGroup;
