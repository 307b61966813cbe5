/** The attendance routes' request schemas (yup): apart from attendance.ts, so pages that only show attendance load no yup. */
import { array, mixed, number, object, string } from 'yup';
import { AHEAD_STATUSES, ATTENDANCE_KEY_PATTERN, CANCELLATION_REASON_MAX, ATTENDANCE_MARKS_MAX, ATTENDANCE_MESSAGES, ATTENDANCE_STATUSES, CHECK_IN_CODE_PATTERN, SUBSTITUTE_NAME_MAX, VISITOR_ATTENDANCE, type AheadStatus, type AttendanceStatus, type VisitorAttendance } from './attendance';
import { MAX_DB_ID } from './limits';
import { isCalendarDate, isOneLine, isValidEmail } from './schemas/rules';

const date = () =>
  string()
    .strict()
    .typeError(ATTENDANCE_MESSAGES.dateInvalid)
    .required(ATTENDANCE_MESSAGES.dateRequired)
    .test('date', ATTENDANCE_MESSAGES.dateInvalid, (value) => typeof value === 'string' && isCalendarDate(value));

const optionalId = (message: string) => number().strict().typeError(message).integer(message).positive(message).max(MAX_DB_ID, message).nullable().optional();

/** The substitute's name and email, required with the status Substitute (of the object they are in). */
const substituteFields = () => ({
  substituteName: string()
    .strict()
    .typeError(ATTENDANCE_MESSAGES.substituteNameInvalid)
    .nullable()
    .optional()
    .test('one-line', ATTENDANCE_MESSAGES.substituteNameInvalid, (value) => value == null || (isOneLine(value) && value.trim().length <= SUBSTITUTE_NAME_MAX))
    .test('required', ATTENDANCE_MESSAGES.substituteNameRequired, function (value) {
      return this.parent.status !== 'Substitute' || (typeof value === 'string' && value.trim() !== '');
    }),
  substituteEmail: string()
    .strict()
    .typeError(ATTENDANCE_MESSAGES.substituteEmailInvalid)
    .nullable()
    .optional()
    .test('email', ATTENDANCE_MESSAGES.substituteEmailInvalid, (value) => value == null || value === '' || isValidEmail(value.trim()))
    .test('required', ATTENDANCE_MESSAGES.substituteEmailRequired, function (value) {
      return this.parent.status !== 'Substitute' || (typeof value === 'string' && value.trim() !== '');
    }),
});

const markSchema = object({
  userId: optionalId(ATTENDANCE_MESSAGES.markWho),
  visitorId: optionalId(ATTENDANCE_MESSAGES.markWho),
  status: mixed<AttendanceStatus | VisitorAttendance>()
    .required(ATTENDANCE_MESSAGES.statusInvalid)
    .test('status', ATTENDANCE_MESSAGES.statusInvalid, function (value) {
      const visitor = this.parent.visitorId != null;
      return visitor ? (VISITOR_ATTENDANCE as readonly unknown[]).includes(value) : (ATTENDANCE_STATUSES as readonly unknown[]).includes(value);
    }),
  ...substituteFields(),
  key: string().strict().typeError(ATTENDANCE_MESSAGES.keyInvalid).required(ATTENDANCE_MESSAGES.keyInvalid).matches(ATTENDANCE_KEY_PATTERN, ATTENDANCE_MESSAGES.keyInvalid),
  markedAt: string()
    .strict()
    .typeError(ATTENDANCE_MESSAGES.markedAtInvalid)
    .required(ATTENDANCE_MESSAGES.markedAtInvalid)
    .max(40, ATTENDANCE_MESSAGES.markedAtInvalid)
    .test('iso', ATTENDANCE_MESSAGES.markedAtInvalid, (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))),
}).test('who', ATTENDANCE_MESSAGES.markWho, (mark) => (mark.userId == null) !== (mark.visitorId == null));

/** PUT /event/{id}/attendance's body. */
export const attendanceMarksSchema = object({
  date: date(),
  marks: array()
    .of(markSchema)
    .strict()
    .typeError(ATTENDANCE_MESSAGES.marksInvalid)
    .required(ATTENDANCE_MESSAGES.marksInvalid)
    .min(1, ATTENDANCE_MESSAGES.marksInvalid)
    .max(ATTENDANCE_MARKS_MAX, ATTENDANCE_MESSAGES.marksInvalid),
});

const eventId = () =>
  number().strict().typeError(ATTENDANCE_MESSAGES.eventNotFound).required(ATTENDANCE_MESSAGES.eventNotFound).integer(ATTENDANCE_MESSAGES.eventNotFound).positive(ATTENDANCE_MESSAGES.eventNotFound).max(MAX_DB_ID, ATTENDANCE_MESSAGES.eventNotFound);

/** POST /check-in's body. */
export const checkInSchema = object({
  eventId: eventId(),
  date: date(),
  code: string().strict().typeError(ATTENDANCE_MESSAGES.codeRequired).required(ATTENDANCE_MESSAGES.codeRequired).matches(CHECK_IN_CODE_PATTERN, ATTENDANCE_MESSAGES.codeExpired),
});

/** POST /check-in/online's body: the occurrence alone. */
export const onlineCheckInSchema = object({
  eventId: eventId(),
  date: date(),
});

/** POST /check-in/visitor's body: the door's check-in and the email the guest registered with. */
export const visitorCheckInSchema = checkInSchema.shape({
  email: string()
    .strict()
    .typeError(ATTENDANCE_MESSAGES.visitorEmailInvalid)
    .required(ATTENDANCE_MESSAGES.visitorEmailInvalid)
    .max(254, ATTENDANCE_MESSAGES.visitorEmailInvalid)
    .test('email', ATTENDANCE_MESSAGES.visitorEmailInvalid, (value) => typeof value === 'string' && isValidEmail(value.trim())),
});

/** GET /event/{id}/attendance and /check-in-code's query. */
export const attendanceDateSchema = object({ date: date() });

/** PUT /event/{id}/attendance/mine's body: what the member will do; null: expected after all. */
export const aheadMarkSchema = object({
  date: date(),
  status: mixed<AheadStatus>()
    .nullable()
    .defined(ATTENDANCE_MESSAGES.aheadStatusInvalid)
    .test('status', ATTENDANCE_MESSAGES.aheadStatusInvalid, (value) => value === null || (AHEAD_STATUSES as readonly unknown[]).includes(value)),
  ...substituteFields(),
});

/** POST /event/{id}/cancellation's body: the occurrence and why it is cancelled (one line). */
export const cancelMeetingSchema = object({
  date: date(),
  reason: string()
    .strict()
    .typeError(ATTENDANCE_MESSAGES.reasonInvalid)
    .required(ATTENDANCE_MESSAGES.reasonRequired)
    .test('required', ATTENDANCE_MESSAGES.reasonRequired, (value) => typeof value === 'string' && value.trim() !== '')
    .test('one-line', ATTENDANCE_MESSAGES.reasonInvalid, (value) => typeof value === 'string' && isOneLine(value) && value.trim().length <= CANCELLATION_REASON_MAX),
});
