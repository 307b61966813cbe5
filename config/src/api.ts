/** The API envelope (ARCHITECTURE.md) and the entity shapes of spec §3 as the API returns them. */
import type { Channel, DayOfWeek, EventFormat, EventType, ToastType, UserStatus } from './enums';
import type { MemberSubscription } from './payments';
import type { CompanyReviewStatus, MemberDataAccess } from './member-data';
import type { LedChapter } from './roles';
import type { ContactVisibility } from './contact-visibility';
import type { AccountSecondFactor } from './second-factor';

export interface ApiMessage {
  title: string;
  message: string;
}

export interface ApiSuccess<T> {
  ok: true;
  error: false;
  data: T;
  message?: ApiMessage;
}

export interface ApiFailure {
  ok: false;
  error: true;
  data: null;
  message: ApiMessage;
  details?: { errors?: ApiFieldError[] } & Record<string, unknown>;
}

export interface ApiFieldError {
  path: string[];
  message: string;
  name?: string;
}

export interface Paginated<T> {
  items: T[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
}

export interface Role {
  id?: number;
  name: string;
}

interface ChapterRef {
  id: number;
  uuid?: string;
  name: string;
  slug?: string;
}

interface CompanyRef {
  id: number;
  uuid?: string;
  name: string;
  /** GET /user/{id}: the company's logo (an image URL), industry and website, where it has them. */
  logo?: string | null;
  industry?: string | null;
  url?: string | null;
}

/** A member's profession, from the classification list staff keep in the Strapi admin. */
export interface ProfessionRef {
  id: number;
  name: string;
}

/** GET /profession: a profession of the list, with the group the account form shows it under. */
export interface Profession extends ProfessionRef {
  category: string | null;
}

/** What a member says about their work (GET /account, GET /user/{id}); null where they said nothing. */
export interface MemberAbout {
  bio: string | null;
  idealReferral: string | null;
  website: string | null;
  linkedin: string | null;
}

export interface MediaRef {
  url: string;
  width?: number | null;
  height?: number | null;
}

export interface User {
  id: number;
  firstname: string;
  lastname: string;
  fullname: string;
  email: string;
  phoneNumber: string | null;
  phoneExt: string | null;
  status: UserStatus;
  avatar: MediaRef | null;
  createdAt: string;
  updatedAt: string;
  stripeCustomerId?: string | null;
  chapterId: number | null;
  chapter: ChapterRef | null;
  companyId: number | null;
  company: CompanyRef | null;
  role: Role[];
  /** The member's profession (GET /account, and every list of members); null when they chose none. */
  profession?: ProfessionRef | null;
  /** GET /account: what the member says about their work. */
  about?: MemberAbout;
  /** The latest subscription (any status, in Stripe's words) as GET /account answers it; null when the member never subscribed. */
  subscription?: MemberSubscription | null;
  signInLog?: { createdAt: string }[];
  /** The member chose to be left out of the member directory and other members' lists of people (admins still see them). */
  directoryHidden?: boolean;
  /** GET /account: who sees the member's email address and phone number (contact-visibility.ts). */
  contactVisibility?: ContactVisibility;
  /** The chapters the member leads, by name: GET /account answers it; [] for everyone else. */
  leads?: LedChapter[];
  /** GET /account: whether the account's email address is proven (the link mailed at sign-up was opened). */
  emailVerified?: boolean;
  /** GET /account: whether the account reads member data under the server's MEMBER_DATA_ACCESS rule, and if not, why. */
  memberData?: MemberDataAccess;
  /** GET /account: whether the member's role needs two-step sign-in, and whether this session must set it up or use it first. */
  secondFactor?: AccountSecondFactor;
}

/**
 * A member as another member sees them: public profile fields only. Email and phone are null, and
 * `contactHidden` true, where the member's contact visibility keeps them from this viewer.
 */
export type PublicUser = Pick<User, 'id' | 'firstname' | 'lastname' | 'fullname' | 'phoneNumber' | 'phoneExt' | 'avatar' | 'chapterId' | 'chapter' | 'companyId' | 'company' | 'role'> & {
  email: string | null;
  profession: ProfessionRef | null;
  contactHidden?: boolean;
};

export interface AuthResponse {
  token: string;
  user: User;
}

export interface Chapter {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  description: string | null;
  location: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  email: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  dayOfWeek: DayOfWeek | null;
  /** IANA time zone of its meetings and events; null: the organisation's (APP_TIMEZONE). */
  timeZone: string | null;
  isActive: boolean;
  users?: PublicUser[];
}

/** GET /chapter/defaults (admins): what a chapter form's empty choices mean on this server. */
export interface ChapterDefaults {
  /** The organisation's time zone (the server's APP_TIMEZONE), for chapters without one. */
  timeZone: string;
}

export interface ChapterEvent {
  id: number;
  uuid: string;
  title: string;
  type: EventType;
  date: string | null;
  dayOfWeek: DayOfWeek | null;
  chapterId: number | null;
  chapter: ChapterRef | null;
  description: string | null;
  location: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  timeStart: string | null;
  timeEnd: string | null;
  /** Seats per occurrence; null: no limit. */
  capacity: number | null;
  /** How it is attended (events stored before formats existed are in person). */
  format: EventFormat;
}

/** One date of an event: the day in its chapter's time zone, and ISO instants with that zone's offset. */
export interface EventOccurrence {
  date: string;
  start: string;
  end: string;
  /** Why a chapter leader cancelled this date; null: it takes place. */
  cancelled: string | null;
}

/**
 * GET /api/event/{id}: the event, its chapter with the time zone its times are in, and
 * its next occurrences (none for a one-time event that has taken place).
 */
export interface PublicEvent extends Omit<ChapterEvent, 'chapter'> {
  chapter: (ChapterRef & { slug: string }) | null;
  /** The IANA time zone of the event's times: its chapter's, else the organisation's. */
  timeZone: string;
  occurrences: EventOccurrence[];
}

interface SocialLinks {
  facebook?: string | null;
  twitter?: string | null;
  linkedin?: string | null;
  instagram?: string | null;
  youtube?: string | null;
  tiktok?: string | null;
}

export interface Company {
  id: number;
  uuid: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  phoneNumber: string | null;
  phoneExt: string | null;
  url: string | null;
  logo: string | null;
  contactName: string | null;
  industry: string | null;
  description: string | null;
  socialLinks: SocialLinks;
  /** Set by admins (PUT /company/{uuid}); absent where the company gate shows companies to an account without one. */
  isNonprofit?: boolean;
  /** Pending while a company a member created waits for review; admins and the company's own members see it. */
  reviewStatus?: CompanyReviewStatus;
}

interface SettingDefinition {
  key: string;
  label: string;
  description: string | null;
}

export interface AccountSetting {
  setting: SettingDefinition;
  email: boolean;
  sms: boolean;
}

export interface AccountSettingUpdate {
  setting: { key: string };
  channel: Channel;
  value: boolean;
}

export interface AddressSuggestion {
  id: string;
  place_name: string;
  place_type: string[];
  /** The feature's own name: the street line, city or ZIP code. */
  text?: string;
  center?: [number, number];
  context: { id: string; text: string; short_code?: string }[];
  geometry: { type?: 'Point'; coordinates: [number, number] };
}

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface Testimonial {
  id: number;
  quote: string;
  name: string;
  title: string;
}

export interface TermsSection {
  heading: string;
  body: string;
}

/** lastUpdated is the 'YYYY-MM-DD' staff set on the terms, or null before they set one. */
export interface Terms {
  title: string;
  summary: string | null;
  sections: TermsSection[];
  lastUpdated: string | null;
}

/** Where and when the golf scramble takes place: its event, as the events page shows it. */
export interface ScrambleEvent {
  id: number;
  date: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  location: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
}

/**
 * The golf scramble page (/scramble), edited by staff. With its event linked, title, description
 * and eventDate ('YYYY-MM-DD') are the event's, so page and event agree; without, eventDate is null
 * (date to be announced) and event is null.
 */
export interface Scramble {
  title: string;
  description: string | null;
  url: string;
  eventDate: string | null;
  event: ScrambleEvent | null;
}

/** The organisation's contact details on /contact, edited by staff. */
export interface ContactDetails {
  email: string;
  phone: string;
  address: string;
}

export interface Toast {
  uuid: string;
  type: ToastType;
  title: string;
  message: string;
  url?: string;
  attachment?: string;
  timeout: number;
}
