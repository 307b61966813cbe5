import type { ApiGroup } from './route';

/** The calls cms/src/api/account/ answers. */
export const ACCOUNT_API = {
  find: { method: 'GET', path: '/account' },
  firstWeek: { method: 'GET', path: '/account/first-week' },
  update: { method: 'PUT', path: '/account' },
  updateAbout: { method: 'PUT', path: '/account/about' },
  changePassword: { method: 'PUT', path: '/account/password' },
  confirmEmail: { method: 'POST', path: '/account/email/confirm' },
  verifyEmail: { method: 'POST', path: '/account/email/verify' },
  resendVerification: { method: 'POST', path: '/account/email/verification' },
  updateAvatar: { method: 'PUT', path: '/account/avatar' },
  updateDirectoryVisibility: { method: 'PUT', path: '/account/directory' },
  updateContactVisibility: { method: 'PUT', path: '/account/contact-visibility' },
  findSettings: { method: 'GET', path: '/account/setting' },
  updateSetting: { method: 'PUT', path: '/account/setting' },
} as const satisfies ApiGroup;
