import { factories } from '@strapi/strapi';
import {
  ACCOUNT_LIMITS, ATTENDANCE_MESSAGES, PORTAL_MESSAGES, aheadMarkSchema, attendanceDateSchema, cancelMeetingSchema, onlineCheckInSchema, attendanceMarksSchema, checkInSchema, visitorCheckInSchema,
  type AheadMarkRequest, type AttendanceMarksRequest, type CancelMeetingRequest, type OnlineCheckInRequest, type CheckInRequest, type VisitorCheckInRequest,
} from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { clientIp } from '../../../platform/http/request';
import { configuredLimit } from '../../../platform/limits/configured-limits';
import { consume } from '../../../platform/limits/rate-limit';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';
import { meetingDay } from '../messages';

const UID = 'api::attendance.attendance';

/** The route's :id: an event's, or the chapter's for its meetings. */
function eventIdOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

/** ?date= of a sheet or a check-in code: one calendar date the event takes place on. */
async function dateOf(ctx: Context): Promise<string> {
  return (await validateBody<{ date: string }>(attendanceDateSchema, { date: ctx.query.date })).date;
}

/**
 * Attendance: the chapter's leaders and admins read and mark an occurrence's sheet and show the
 * door's check-in code; members check in with it and read their own record; registered guests
 * check in with it by email.
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const attendance = () => apiService(strapi, UID);
  return {
    async meetings(ctx: Context) {
      ctx.body = ok(await attendance().meetings(eventIdOf(ctx)));
    },

    async sheet(ctx: Context) {
      ctx.body = ok(await attendance().sheet(eventIdOf(ctx), await dateOf(ctx)));
    },

    async mark(ctx: Context) {
      const id = eventIdOf(ctx);
      const input = await validateBody<AttendanceMarksRequest>(attendanceMarksSchema, ctx.request.body);
      const result = await attendance().mark(id, input.date, input.marks, signedIn(ctx).user.id);
      ctx.body = ok(result, ATTENDANCE_MESSAGES.marksSaved(result.applied, result.unchanged));
    },

    async cancel(ctx: Context) {
      const id = eventIdOf(ctx);
      const input = await validateBody<CancelMeetingRequest>(cancelMeetingSchema, ctx.request.body);
      const result = await attendance().cancel(id, input, signedIn(ctx).user.id);
      ctx.body = ok(result, ATTENDANCE_MESSAGES.meetingCancelled(result.meeting.title, meetingDay({ start: result.meeting.start, timeZone: result.timeZone }), result.members, result.guests));
    },

    async checkInCode(ctx: Context) {
      ctx.body = ok(await attendance().checkInCode(eventIdOf(ctx), await dateOf(ctx)));
    },

    async checkIn(ctx: Context) {
      const input = await validateBody<CheckInRequest>(checkInSchema, ctx.request.body);
      const result = await attendance().checkIn(signedIn(ctx).user.id, input);
      ctx.body = ok(result, result.already ? ATTENDANCE_MESSAGES.alreadyCheckedIn(result.title, result.status) : ATTENDANCE_MESSAGES.checkedIn(result.title, result.status));
    },

    async checkInOnline(ctx: Context) {
      const input = await validateBody<OnlineCheckInRequest>(onlineCheckInSchema, ctx.request.body);
      const result = await attendance().checkInOnline(signedIn(ctx).user.id, input);
      ctx.body = ok(result, result.already ? ATTENDANCE_MESSAGES.alreadyCheckedIn(result.title, result.status) : ATTENDANCE_MESSAGES.checkedIn(result.title, result.status));
    },

    /** Counted per address before anything is read, found or not: no one learns who registered by trying emails. */
    async checkInVisitor(ctx: Context) {
      await consume([[`visitor-check-in:${clientIp(ctx)}`, configuredLimit(ACCOUNT_LIMITS.visitorCheckInsPerAddress)]]);
      const input = await validateBody<VisitorCheckInRequest>(visitorCheckInSchema, ctx.request.body);
      const result = await attendance().checkInVisitor(input);
      ctx.body = ok(result, result.already ? ATTENDANCE_MESSAGES.visitorAlreadyCheckedIn(result.firstname, result.title) : ATTENDANCE_MESSAGES.visitorCheckedIn(result.firstname, result.title));
    },

    async next(ctx: Context) {
      ctx.body = ok(await attendance().next(signedIn(ctx).user.id));
    },

    async markMine(ctx: Context) {
      const id = eventIdOf(ctx);
      const input = await validateBody<AheadMarkRequest>(aheadMarkSchema, ctx.request.body);
      const result = await attendance().markMine(signedIn(ctx).user.id, id, input);
      const { meeting } = result;
      ctx.body = ok(result, ATTENDANCE_MESSAGES.aheadSaved(input.status, meeting.title, meetingDay(meeting), result.substituteEmailed, meeting.substituteName));
    },

    async mine(ctx: Context) {
      ctx.body = ok(await attendance().mine(signedIn(ctx).user.id));
    },
  };
});
