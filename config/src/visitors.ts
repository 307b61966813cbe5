/**
 * Visitors: a guest with no account registers on a chapter page for the chapter's next
 * meeting; admins follow them up in a table per chapter and invite them to become members. The
 * registration form's schema, the enumerations, the API's shapes and the server's messages.
 */
import { mixed, object, type InferType, type ObjectSchema } from 'yup';
import type { ApiMessage } from './api';
import { HEARD_FROM_OPTIONS, VISITOR_STATUSES, VISITOR_STATUS_LABELS, type HeardFrom, type VisitorStatus } from './enums';
import { FIELD_LIMITS } from './field-limits';
import { FIELD_LABELS as L } from './schemas/labels';
import { enumRule, optionalText, requiredEmail, requiredEnum, requiredPhone, requiredText } from './schemas/rules';

/**
 * Re-sending an invitation waits this long after the last one (a double click, or an admin who
 * forgot they sent one, does not mail the visitor twice).
 */
export const VISITOR_INVITE_INTERVAL_MINUTES = 10;

const F = FIELD_LIMITS.visitor;

/** POST /chapter/{slug}/visitor: the "Visit as a guest" form (web) and the controller (cms). */
export const visitorSchema = object({
  firstname: requiredText(L.firstname, F.firstname.maxLength),
  lastname: requiredText(L.lastname, F.lastname.maxLength),
  email: requiredEmail(L.email),
  phoneNumber: requiredPhone(L.phoneNumber, F.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, F.phoneExt.maxLength),
  company: optionalText(L.company, F.company.maxLength),
  industry: optionalText(L.industry, F.industry.maxLength),
  heardFrom: requiredEnum(L.heardFrom, HEARD_FROM_OPTIONS),
});
export type VisitorValues = InferType<typeof visitorSchema>;

/** PUT /visitor/{id} (admins): the visitor's status. */
export const visitorStatusSchema = object({ status: requiredEnum(L.status, VISITOR_STATUSES) });


/** GET /chapter/{id}/visitors?status= (admins): one status, or none for all. */
export const visitorStatusFilterSchema = object({ status: enumRule(L.status, VISITOR_STATUSES) });

/** Sortable columns of GET /chapter/{id}/visitors; newest meeting first without one. */
export const VISITOR_SORT_FIELDS = ['name', 'company', 'industry', 'date', 'status', 'createdAt'] as const;
export type VisitorSortField = (typeof VISITOR_SORT_FIELDS)[number];

/** GET /chapter/{slug}/visitor: the meeting a guest registers for now (null: none scheduled). */
export interface VisitorMeeting {
  eventId: number;
  title: string;
  /** 'YYYY-MM-DD' in the chapter's time zone. */
  date: string;
  /** ISO instants. */
  start: string;
  end: string;
  timeZone: string;
  location: string | null;
  /** The address on one line ('440 Burroughs St, Detroit, MI 48202'), '' when unknown. */
  address: string;
}

/** A row of the admins' visitors table. */
export interface Visitor {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  phoneExt: string | null;
  company: string | null;
  industry: string | null;
  heardFrom: HeardFrom | null;
  status: VisitorStatus;
  /** The meeting they registered for. */
  event: { id: number; title: string } | null;
  occurrenceDate: string;
  invitedAt: string | null;
  joinedAt: string | null;
  /** The account they signed up with, once Joined. */
  userId: number | null;
  /** The chapter member who brought them: counted on that member's scorecard once they came. */
  host: { id: number; name: string } | null;
  createdAt: string;
}

/** PUT /visitor/{id}/host: the member of the visitor's chapter who brought them, or null. */
export interface VisitorHostValues {
  hostId: number | null;
}

/** The server's answers about visitors. */
export const VISITOR_MESSAGES = {
  /** The same answer for a new and a repeated registration: nobody learns who registered. */
  registered: (firstname: string, title: string, when: string): ApiMessage => ({
    title: 'See you there',
    message: `Thank you, ${firstname}. You are registered as a guest for ${title} on ${when}. We have emailed you the details and a calendar file.`,
  }),
  noMeeting: 'This chapter has no upcoming meeting to register for yet. Please check back soon or contact us.',
  notFound: 'Visitor not found.',
  hostInvalid: 'hostId must be the id of a member of the chapter, or null.',
  hostNotInChapter: "Who brought a guest must be an active member of the guest's chapter.",
  hostSaved: (name: string, host: string | null): ApiMessage =>
    host ? { title: 'Host saved', message: `${name} was brought by ${host}: it counts on ${host}'s scorecard once they came.` } : { title: 'Host removed', message: `${name} is no longer counted as anyone's visitor.` },
  statusSaved: (name: string, status: VisitorStatus): ApiMessage => ({ title: 'Status saved', message: `${name} is now ${VISITOR_STATUS_LABELS[status]}.` }),
  invited: (name: string, email: string): ApiMessage => ({ title: 'Invitation sent', message: `${name} has been invited to become a member at ${email}.` }),
  inviteTooSoon: (minutes: number) =>
    `An invitation was sent less than ${VISITOR_INVITE_INTERVAL_MINUTES} minutes ago. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another.`,
  alreadyJoined: 'This visitor has already joined: there is no invitation to send.',
} as const;

/** PUT /visitor/{id}/host: a positive whole id (a JSON number) or null. */
export const visitorHostSchema = object({
  hostId: mixed<number>()
    .nullable()
    .defined(VISITOR_MESSAGES.hostInvalid)
    .test('id', VISITOR_MESSAGES.hostInvalid, (v) => v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v > 0)),
})
  .strict()
  .noUnknown(VISITOR_MESSAGES.hostInvalid) as unknown as ObjectSchema<{ hostId: number | null }>;
