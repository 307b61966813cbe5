/**
 * The member portal's API contract: list parameters, sortable fields, answer shapes and
 * the server's messages. Shared by the cms (which enforces it) and the web app (which calls it).
 */
import type { Chapter, ChapterEvent, Company, MemberAbout, Paginated, PublicUser, User } from './api';
import { TABLE_PAGE_SIZE } from './constants';
import type { JoinRequestStatus, UserStatus } from './enums';
// Not FIELD_LIMITS: these messages are in every page's JavaScript, the whole table is not.
import { waitText } from './auth';
import { INDUSTRY_MAX_LENGTH, MAX_DB_ID } from './limits';
import type { MemberSubscription } from './payments';

/** Paging limits of every list endpoint: `page` from 1, `pageSize` 1..100, `q` up to 100 characters. */
export const LIST_LIMITS = {
  defaultPageSize: TABLE_PAGE_SIZE,
  maxPageSize: 100,
  directoryPageSize: 50,
  searchMaxLength: 100,
} as const;

export type SortDirection = 'asc' | 'desc';

/** Sortable columns per list (`sort=field:asc|desc`); anything else is a 400. */
export const SORT_FIELDS = {
  company: ['name', 'city', 'state', 'industry', 'contactName', 'createdAt'],
  user: ['firstname', 'lastname', 'email', 'company', 'chapter', 'createdAt'],
  event: ['title', 'type', 'date', 'time', 'chapter', 'city'],
  /** GET /company/join-request (admins); oldest first unless told otherwise. */
  joinRequest: ['createdAt', 'member', 'email', 'company'],
} as const;
export type CompanySortField = (typeof SORT_FIELDS.company)[number];
export type UserSortField = (typeof SORT_FIELDS.user)[number];
export type EventSortField = (typeof SORT_FIELDS.event)[number];
export type JoinRequestSortField = (typeof SORT_FIELDS.joinRequest)[number];

/** Query string of GET /company, /user, /user/directory and (when any is given) GET /event. */
export interface ListQuery {
  page?: number;
  pageSize?: number;
  sort?: string;
  q?: string;
}

/** GET /user also filters by chapter or company id, and for admins by status. */
export interface UserListQuery extends ListQuery {
  chapter?: number;
  company?: number;
  status?: UserStatus;
}

/** A row of GET /user and /user/directory; admins also get status and createdAt. */
export type MemberListItem = PublicUser & { status?: User['status']; createdAt?: string; directoryHidden?: boolean };

/** GET /user/{id}: public profile fields; admins also see the account's status, billing id and sign-ins. */
export type MemberDetail = MemberListItem &
  Partial<Pick<User, 'updatedAt' | 'stripeCustomerId' | 'subscription' | 'signInLog'>> & {
    /** What the member says about their work (GET /user/{id} always answers it; a list's row has none). */
    about?: MemberAbout;
  };

export type CompanyPage = Paginated<Company>;
export type EventPage = Paginated<ChapterEvent>;
export type MemberPage = Paginated<MemberListItem>;

/** The directory's A-Z jump bar: its letters, in order. */
export const DIRECTORY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * GET /user/directory/letters?q: for each letter A-Z, how many members of the directory (with that
 * search) have a last name starting with it, and how many come before the first of them (so the
 * page holding it is floor(offset / pageSize) + 1).
 */
export interface DirectoryLetter {
  letter: string;
  count: number;
  offset: number;
}

/** GET /user/directory/map: one pin per company of the directory's visible members that has a location. */
export interface CompanyPin {
  id: number;
  name: string;
  city: string | null;
  latitude: number;
  longitude: number;
  /** Its members shown in the directory. */
  memberCount: number;
}

/** GET /user/directory/map. */
export interface CompanyMap {
  companies: CompanyPin[];
}

/** A member's own join request (POST answer and GET /company/join-request/mine). */
export interface OwnJoinRequest {
  id: number;
  companyId: number;
  company: { id: number; name: string };
  note: string | null;
  status: JoinRequestStatus;
  reason: string | null;
  createdAt: string;
}

/** POST /company answer: the new company and the member's account, now with companyId. */
export interface CompanyCreated {
  company: Company;
  user: User;
}

/** GET /dashboard. */
export interface Dashboard {
  company: Company | null;
  chapter: Chapter | null;
  /** The latest subscription (status, plan, renewal date); null when the member never subscribed ('Unsubscribed'). */
  subscription: MemberSubscription | null;
  /** The chapter's active events (and those of no chapter), by date ascending; recurring ones after dated ones. */
  events: ChapterEvent[];
  /** At most 5 other Active members of the chapter, with their role names. */
  members: PublicUser[];
}

/** Messages the portal endpoints answer with (title and text of the envelope). */
export const PORTAL_MESSAGES = {
  companyCreatedTitle: 'Company created',
  companyCreated: (name: string): string => `${name} is now your company.`,
  alreadyInCompany: 'You already belong to a company.',
  /** 403 of the member-data calls (directory, users, dashboard) to a member who has no company yet. */
  companyRequiredTitle: 'Company required',
  companyRequired: 'Create your company or ask to join one before using the member portal.',
  companyNameTaken: (name: string): string => `A company named "${name}" already exists. Ask to join it instead.`,
  companyNotFound: 'That company does not exist.',
  joinRequestSentTitle: 'Request sent',
  joinRequestSent: (name: string): string => `Your request to join ${name} awaits review.`,
  joinRequestPending: (name: string): string => `You already have a pending request to join ${name}.`,
  /** 429 of a request to a company the member withdrew a request from less than ABUSE_DELAYS.joinRequestAfterWithdraw ago. */
  joinRequestAfterWithdraw: (name: string, seconds: number): string => `You withdrew your request to join ${name} recently. You can ask again in ${waitText(seconds)}.`,
  joinRequestWithdrawnTitle: 'Request withdrawn',
  joinRequestWithdrawn: (name: string): string => `You withdrew your request to join ${name}.`,
  joinRequestNotFound: 'Join request not found.',
  /** 409 of a withdrawal that came after the review (or a second withdrawal). */
  joinRequestNotWithdrawable: (status: JoinRequestStatus): string =>
    status === 'Withdrawn'
      ? 'This request was already withdrawn.'
      : `This request was already ${status === 'Approved' ? 'approved' : 'declined'}: only a pending request can be withdrawn.`,
  memberNotFound: 'Member not found.',
  badPage: 'Page must be a whole number of at least 1.',
  badPageSize: `Page size must be a whole number from 1 to ${LIST_LIMITS.maxPageSize}.`,
  badSort: (allowed: readonly string[]): string => `Sort must be one of ${allowed.join(', ')}, followed by :asc or :desc.`,
  searchTooLong: `Search must be at most ${LIST_LIMITS.searchMaxLength} characters.`,
  badFilterId: (label: string): string => `${label} must be a whole number of at least 1.`,
  badIndustry: `Industry must be a company industry of at most ${INDUSTRY_MAX_LENGTH} characters, without control characters.`,
  badId: `The id must be a whole number from 1 to ${MAX_DB_ID}.`,
  parameterRepeated: (name: string): string => `${name} must be given once.`,
} as const;

