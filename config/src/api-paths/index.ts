/**
 * Every call of the API in one table, API_PATHS: its method and its path under /api, a `:name`
 * segment being a parameter (fillPath fills them). One group per cms API folder that answers the
 * calls (cms/src/api/<folder>/routes/), in a module of its own here (<folder>.ts) exported as
 * <FOLDER>_API (JOIN_REQUEST_API), each call named by its controller action. The web client's api files and the e2e helpers read their
 * paths from the groups; cms/tests/api-paths.test.ts holds the whole table to the cms route files:
 * every route is an entry, and every entry a route.
 */
import { ACCOUNT_API } from './account';
import { ADDRESS_API } from './address';
import { ADMIN_ACTIVITY_API } from './admin-activity';
import { ANNOUNCEMENT_API } from './announcement';
import { ATTENDANCE_API } from './attendance';
import { AUTH_SESSION_API } from './auth-session';
import { AUTHENTICATE_API } from './authenticate';
import { BLOG_POST_API } from './blog-post';
import { CALENDAR_FEED_API } from './calendar-feed';
import { CHAPTER_API } from './chapter';
import { CHAPTER_APPLICATION_API } from './chapter-application';
import { CHAPTER_HOME_API } from './chapter-home';
import { CHAPTER_REPORT_API } from './chapter-report';
import { CHAPTER_LEADER_API } from './chapter-leader';
import { COMPANY_API } from './company';
import { CONTACT_DETAIL_API } from './contact-detail';
import { CONTACT_MESSAGE_API } from './contact-message';
import { EVENT_API } from './event';
import { FAQ_API } from './faq';
import { FINANCE_API } from './finance';
import { INBOX_API } from './inbox-item';
import { HEALTH_API } from './health';
import { JOIN_REQUEST_API } from './join-request';
import { MAP_API } from './map';
import { MEMBER_IMPORT_API } from './member-import';
import { ONE_TO_ONE_API } from './one-to-one';
import { OVERVIEW_API } from './overview';
import { PROFESSION_API } from './profession';
import { REFERRAL_API } from './referral';
import { REFERRAL_FIGURE_API } from './referral-figure';
import { REMINDER_API } from './reminder';
import { RSVP_API } from './rsvp';
import { SCORECARD_API } from './scorecard';
import { SCRAMBLE_API } from './scramble';
import { SEARCH_API } from './search';
import { SECOND_FACTOR_API } from './second-factor';
import { STRIPE_API } from './stripe';
import { SUBSCRIPTION_API } from './subscription';
import { TERMS_API } from './terms';
import { TESTIMONIAL_API } from './testimonial';
import { UNSUBSCRIBE_API } from './unsubscribe';
import { USER_API } from './user';
import { VISITOR_API } from './visitor';

export {
  ACCOUNT_API,
  ADDRESS_API,
  ADMIN_ACTIVITY_API,
  ANNOUNCEMENT_API,
  ATTENDANCE_API,
  AUTH_SESSION_API,
  AUTHENTICATE_API,
  BLOG_POST_API,
  CALENDAR_FEED_API,
  CHAPTER_API,
  CHAPTER_APPLICATION_API,
  CHAPTER_HOME_API,
  CHAPTER_REPORT_API,
  CHAPTER_LEADER_API,
  COMPANY_API,
  CONTACT_DETAIL_API,
  CONTACT_MESSAGE_API,
  EVENT_API,
  FAQ_API,
  FINANCE_API,
  INBOX_API,
  JOIN_REQUEST_API,
  MAP_API,
  MEMBER_IMPORT_API,
  ONE_TO_ONE_API,
  OVERVIEW_API,
  PROFESSION_API,
  REFERRAL_API,
  REFERRAL_FIGURE_API,
  REMINDER_API,
  RSVP_API,
  SCRAMBLE_API,
  SCORECARD_API,
  SEARCH_API,
  SECOND_FACTOR_API,
  STRIPE_API,
  SUBSCRIPTION_API,
  TERMS_API,
  TESTIMONIAL_API,
  UNSUBSCRIBE_API,
  USER_API,
  VISITOR_API,
};
export { API_PREFIX, fillPath, type PathParam } from './route';

/**
 * The whole table, by the cms API folder that answers each call (cms/tests/api-paths.test.ts reads
 * it whole). Code that makes calls imports the group it calls (EVENT_API): each group is a module
 * of its own, so a page's JavaScript carries only the groups it uses.
 */
export const API_PATHS = {
  account: ACCOUNT_API,
  address: ADDRESS_API,
  adminActivity: ADMIN_ACTIVITY_API,
  announcement: ANNOUNCEMENT_API,
  attendance: ATTENDANCE_API,
  authSession: AUTH_SESSION_API,
  authenticate: AUTHENTICATE_API,
  blogPost: BLOG_POST_API,
  calendarFeed: CALENDAR_FEED_API,
  chapter: CHAPTER_API,
  chapterApplication: CHAPTER_APPLICATION_API,
  chapterHome: CHAPTER_HOME_API,
  chapterReport: CHAPTER_REPORT_API,
  chapterLeader: CHAPTER_LEADER_API,
  company: COMPANY_API,
  contactDetail: CONTACT_DETAIL_API,
  contactMessage: CONTACT_MESSAGE_API,
  event: EVENT_API,
  faq: FAQ_API,
  finance: FINANCE_API,
  inbox: INBOX_API,
  health: HEALTH_API,
  joinRequest: JOIN_REQUEST_API,
  map: MAP_API,
  memberImport: MEMBER_IMPORT_API,
  oneToOne: ONE_TO_ONE_API,
  overview: OVERVIEW_API,
  profession: PROFESSION_API,
  referral: REFERRAL_API,
  referralFigure: REFERRAL_FIGURE_API,
  reminder: REMINDER_API,
  rsvp: RSVP_API,
  scramble: SCRAMBLE_API,
  search: SEARCH_API,
  secondFactor: SECOND_FACTOR_API,
  stripe: STRIPE_API,
  subscription: SUBSCRIPTION_API,
  terms: TERMS_API,
  testimonial: TESTIMONIAL_API,
  unsubscribe: UNSUBSCRIBE_API,
  user: USER_API,
  visitor: VISITOR_API,
  scorecard: SCORECARD_API,
} as const;
