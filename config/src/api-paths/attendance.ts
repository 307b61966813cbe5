import type { ApiGroup } from './route';

/** The calls cms/src/api/attendance/ answers. */
export const ATTENDANCE_API = {
  meetings: { method: 'GET', path: '/chapter/:id/meetings' },
  sheet: { method: 'GET', path: '/event/:id/attendance' },
  mark: { method: 'PUT', path: '/event/:id/attendance' },
  checkInCode: { method: 'GET', path: '/event/:id/check-in-code' },
  checkIn: { method: 'POST', path: '/check-in' },
  checkInVisitor: { method: 'POST', path: '/check-in/visitor' },
  checkInOnline: { method: 'POST', path: '/check-in/online' },
  mine: { method: 'GET', path: '/attendance/mine' },
  next: { method: 'GET', path: '/attendance/next' },
  markMine: { method: 'PUT', path: '/event/:id/attendance/mine' },
  cancel: { method: 'POST', path: '/event/:id/cancellation' },
} as const satisfies ApiGroup;
