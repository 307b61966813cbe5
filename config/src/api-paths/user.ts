import type { ApiGroup } from './route';

/** The calls cms/src/api/user/ answers. */
export const USER_API = {
  list: { method: 'GET', path: '/user' },
  directory: { method: 'GET', path: '/user/directory' },
  directoryLetters: { method: 'GET', path: '/user/directory/letters' },
  directoryIndustries: { method: 'GET', path: '/user/directory/industries' },
  directoryProfessions: { method: 'GET', path: '/user/directory/professions' },
  directoryMap: { method: 'GET', path: '/user/directory/map' },
  exportCsv: { method: 'GET', path: '/user/export.csv' },
  findOne: { method: 'GET', path: '/user/:id' },
  contact: { method: 'POST', path: '/user/:id/contact' },
  chapterMembers: { method: 'GET', path: '/chapter/:id/members' },
  dashboard: { method: 'GET', path: '/dashboard' },
  create: { method: 'POST', path: '/user' },
  update: { method: 'PUT', path: '/user/:id' },
} as const satisfies ApiGroup;
