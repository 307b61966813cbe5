/**
 * RSVPs: a member's Going / Not going for one occurrence of an event, the event's
 * capacity and waitlist. The API's answer shapes, its messages and the RSVP control's texts.
 */
import { mixed, object, string } from 'yup';
import type { ApiMessage } from './api';
import { RSVP_CHOICES, type RsvpChoice, type RsvpStatus } from './enums';
import { isCalendarDate } from './schemas/rules';

/** A member as others see them in "who else is going": the directory's public profile fields only. */
export interface RsvpMember {
  id: number;
  firstname: string;
  lastname: string;
  fullname: string;
  avatar: { url: string; width: number | null; height: number | null } | null;
  company: { id: number; name: string } | null;
}

/** One upcoming occurrence of an event with the caller's RSVP and the seats (GET /event/{id}/rsvp). */
export interface RsvpOccurrence {
  /** 'YYYY-MM-DD' in the chapter's time zone. */
  date: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** The caller's answer; null: none yet. */
  status: RsvpStatus | null;
  /** The caller's place on the waitlist (1 is next), when Waitlisted. */
  waitlistPosition: number | null;
  going: number;
  waitlisted: number;
  /** null: no limit. */
  capacity: number | null;
  /** Seats still free; null without a capacity. */
  seatsLeft: number | null;
  /** Who is going, the earliest first. */
  attendees: RsvpMember[];
  /** Why a leader cancelled this occurrence (it takes no answers); null: it takes place. */
  cancelled: string | null;
}

export interface EventRsvps {
  eventId: number;
  title: string;
  timeZone: string;
  occurrences: RsvpOccurrence[];
}

/** One of the member's answers for an occurrence that has not started (GET /rsvp/mine). */
export interface MyRsvp {
  eventId: number;
  title: string;
  /** 'YYYY-MM-DD' in the event's time zone. */
  date: string;
  /** ISO instant of the occurrence's start. */
  start: string;
  timeZone: string;
  chapter: { id: number; name: string } | null;
  status: RsvpStatus;
  /** Place on the waitlist (1 is next), when Waitlisted. */
  waitlistPosition: number | null;
}

/** PUT /event/{id}/rsvp */
export interface RsvpRequest {
  date: string;
  status: RsvpChoice;
}

/** A row of the admins' attendee list (GET /event/{id}/attendees): every answer, with contact fields. */
export interface Attendee {
  userId: number;
  firstname: string;
  lastname: string;
  /** Null, with `contactHidden`, where the member's contact visibility keeps it from the leader asking. */
  email: string | null;
  phoneNumber: string | null;
  contactHidden?: boolean;
  company: string | null;
  status: RsvpStatus;
  /** Place on the waitlist, when Waitlisted. */
  waitlistPosition: number | null;
  /** When the member answered last (ISO). */
  updatedAt: string;
}

export interface AttendeeList {
  eventId: number;
  title: string;
  date: string;
  capacity: number | null;
  going: number;
  waitlisted: number;
  attendees: Attendee[];
}

const DATE_LABEL = 'Date';
const STATUS_LABEL = 'Status';

/** The server's answers to RSVPs: field errors, refusals and success toasts. */
export const RSVP_MESSAGES = {
  dateRequired: `${DATE_LABEL} is required`,
  dateInvalid: `${DATE_LABEL} must be a date (YYYY-MM-DD) on which this event takes place`,
  statusInvalid: `${STATUS_LABEL} must be Going or NotGoing`,
  started: 'This occurrence has already started: RSVPs can no longer be changed.',
  cancelled: (reason: string) => `This date is cancelled (${reason}): it takes no RSVPs.`,
  eventNotFound: 'Event not found.',
  going: (title: string, date: string): ApiMessage => ({ title: 'You are going', message: `Your seat at ${title} on ${date} is saved.` }),
  waitlisted: (title: string, date: string, position: number): ApiMessage => ({
    title: 'You are on the waitlist',
    message: `${title} on ${date} is full: you are #${position} on the waitlist, and we email you if a seat frees up.`,
  }),
  notGoing: (title: string, date: string): ApiMessage => ({ title: 'RSVP saved', message: `You are not going to ${title} on ${date}.` }),
} as const;

/** PUT /event/{id}/rsvp's body: a calendar date and Going or NotGoing (whether the date is an occurrence the server checks). */
export const rsvpSchema = object({
  date: string()
    .strict()
    .typeError(RSVP_MESSAGES.dateInvalid)
    .required(RSVP_MESSAGES.dateRequired)
    .test('date', RSVP_MESSAGES.dateInvalid, (value) => typeof value === 'string' && isCalendarDate(value)),
  status: mixed<RsvpChoice>()
    .required(RSVP_MESSAGES.statusInvalid)
    .oneOf([...RSVP_CHOICES], RSVP_MESSAGES.statusInvalid),
});

/** The attendee CSV's header row. */
export const ATTENDEE_CSV_HEADER = ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Status', 'Waitlist Position', 'Answered At'] as const;
