import { leaderOf, memberOnly as member } from '../../../auth/route-config';

/** Attendance: the chapter's leaders and admins keep each meeting's sheet and show the door's code; members say ahead what they will do, check in and read their own record; registered guests check in by email. */
export default {
  routes: [
    { method: 'GET', path: '/chapter/:id/meetings', handler: 'api::attendance.attendance.meetings', config: leaderOf('chapter', 'takeAttendance') },
    { method: 'GET', path: '/event/:id/attendance', handler: 'api::attendance.attendance.sheet', config: leaderOf('event', 'takeAttendance') },
    { method: 'PUT', path: '/event/:id/attendance', handler: 'api::attendance.attendance.mark', config: leaderOf('event', 'takeAttendance') },
    // One occurrence called off (a holiday): members, guests and calendars are told.
    { method: 'POST', path: '/event/:id/cancellation', handler: 'api::attendance.attendance.cancel', config: leaderOf('event', 'takeAttendance') },
    { method: 'GET', path: '/event/:id/check-in-code', handler: 'api::attendance.attendance.checkInCode', config: leaderOf('event', 'takeAttendance') },
    { method: 'POST', path: '/check-in', handler: 'api::attendance.attendance.checkIn', config: member },
    // An online or hybrid meeting's members, from their dashboard (no door code).
    { method: 'POST', path: '/check-in/online', handler: 'api::attendance.attendance.checkInOnline', config: member },
    // A registered guest at the door, by email: public, counted per address (ACCOUNT_LIMITS.visitorCheckInsPerAddress).
    { method: 'POST', path: '/check-in/visitor', handler: 'api::attendance.attendance.checkInVisitor', config: { auth: false } },
    { method: 'GET', path: '/attendance/next', handler: 'api::attendance.attendance.next', config: member },
    { method: 'PUT', path: '/event/:id/attendance/mine', handler: 'api::attendance.attendance.markMine', config: member },
    { method: 'GET', path: '/attendance/mine', handler: 'api::attendance.attendance.mine', config: member },
  ],
};
