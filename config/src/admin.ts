/**
 * The administration API contract: answer shapes of the admin lists and the server's
 * messages for admin writes (success toasts and refusals). Shared by the cms and the web app.
 */
import type { ApiMessage, Paginated } from './api';
import type { ActivityAction, ActivitySubject, JoinRequestStatus } from './enums';
import { USER_STATUSES } from './enums';

/** A row of GET /company/join-request (admins): a pending request with its member and company. */
export interface JoinRequestReviewItem {
  id: number;
  note: string | null;
  createdAt: string;
  user: { id: number; firstname: string; lastname: string; email: string };
  company: { id: number; uuid: string; name: string };
  companyId: number;
}
export type JoinRequestPage = Paginated<JoinRequestReviewItem>;

/** POST /company/join-request/{id}/approve and /reject answer: the request as reviewed. */
export interface ReviewedJoinRequest extends JoinRequestReviewItem {
  status: Exclude<JoinRequestStatus, 'Pending' | 'Withdrawn'>;
  reason: string | null;
  reviewedAt: string;
}

/** A row of GET /activity: one admin write, newest first. `before` and `after` never hold secrets. */
export interface ActivityEntry {
  id: number;
  createdAt: string;
  actor: { id: number; fullname: string; email: string } | null;
  action: ActivityAction;
  subject: ActivitySubject;
  subjectId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export type ActivityPage = Paginated<ActivityEntry>;

const person = (fullname: string) => fullname.trim() || 'The member';

/** Success messages ({ title, message }: the web shows them as the toast) and refusals of the admin writes. */
export const ADMIN_MESSAGES = {
  chapterCreated: (name: string): ApiMessage => ({ title: 'Chapter created', message: `The chapter ${name} was created.` }),
  chapterUpdated: (name: string): ApiMessage => ({ title: 'Chapter updated', message: `The chapter ${name} was saved.` }),
  eventCreated: (title: string): ApiMessage => ({ title: 'Event created', message: `The event ${title} was created.` }),
  eventUpdated: (title: string): ApiMessage => ({ title: 'Event updated', message: `The event ${title} was saved.` }),
  companyCreated: (name: string): ApiMessage => ({ title: 'Company created', message: `The company ${name} was created.` }),
  companyUpdated: (name: string): ApiMessage => ({ title: 'Company updated', message: `${name} was saved.` }),
  userCreated: (fullname: string): ApiMessage => ({ title: 'User created', message: `${person(fullname)} can now sign in.` }),
  userUpdated: (fullname: string, signedOut: boolean): ApiMessage => ({
    title: 'User updated',
    message: signedOut ? `${person(fullname)} was saved and signed out everywhere.` : `${person(fullname)} was saved.`,
  }),
  joinRequestApproved: (fullname: string, company: string): ApiMessage => ({
    title: 'Request approved',
    message: `${person(fullname)} now belongs to ${company}.`,
  }),
  joinRequestRejected: (fullname: string, company: string): ApiMessage => ({
    title: 'Request rejected',
    message: `${person(fullname)}'s request to join ${company} was rejected.`,
  }),

  /** 409 refusals. */
  chapterNameTaken: (name: string): string => `A chapter named "${name}" already exists. Choose another name.`,
  chapterSlugTaken: (slug: string): string => `Another chapter already uses the slug "${slug}". Choose another slug.`,
  companyNameTaken: (name: string): string => `Another company is already named "${name}". Choose another name.`,
  emailTaken: 'Another account already uses this email address.',
  lastActiveAdmin: 'This is the last active administrator: make another member an active administrator first.',
  selfDemote: 'You cannot remove your own administrator role. Ask another administrator to do it.',
  selfStatus: 'You cannot deactivate, suspend or delete your own account. Ask another administrator to do it.',
  joinRequestNotPending: (status: JoinRequestStatus): string =>
    status === 'Withdrawn'
      ? 'The member withdrew this request: it is no longer pending.'
      : `This request was already ${status === 'Approved' ? 'approved' : status === 'Rejected' ? 'rejected' : 'reviewed'}: it is no longer pending.`,
  joinRequestMemberInCompany: (company: string): string =>
    `The member has meanwhile joined ${company}: this request can no longer be approved. Reject it instead.`,

  /** 404s and 400s. */
  joinRequestNotFound: 'Join request not found.',
  eventNotFound: 'Event not found.',
  userNotFound: 'User not found.',
  chapterUnknown: 'Choose an existing chapter',
  companyUnknown: 'Choose an existing company',
  badStatusFilter: `Status must be one of ${USER_STATUSES.join(', ')}.`,
} as const;
