import type { ApiGroup } from './route';

/** The calls cms/src/api/scorecard/ answers. */
export const SCORECARD_API = {
  chapter: { method: 'GET', path: '/chapter/:id/scorecards' },
  detail: { method: 'GET', path: '/chapter/:id/scorecards/:userId' },
  mine: { method: 'GET', path: '/scorecard/mine' },
  all: { method: 'GET', path: '/admin/scorecards' },
  show: { method: 'GET', path: '/admin/scorecard-settings' },
  update: { method: 'PUT', path: '/admin/scorecard-settings' },
} as const satisfies ApiGroup;
