import type { Core } from '@strapi/strapi';
import type { AccountService } from './account/services/account';
import type { AttendanceService } from './attendance/services/attendance';
import type { AvatarService } from './account/services/avatar';
import type { EmailChangeService } from './account/services/email-change';
import type { EmailVerificationService } from './account/services/email-verification';
import type { SettingService } from './account/services/setting';
import type { AddressService } from './address/services/address';
import type { SearchService } from './search/services/search';
import type { ActivityService } from './admin-activity/services/admin-activity';
import type { AuthSessionService } from './auth-session/services/auth-session';
import type { AuthenticateService } from './authenticate/services/authenticate';
import type { BlogPostService } from './blog-post/services/blog-post';
import type { CalendarFeedService } from './calendar-feed/services/calendar-feed';
import type { InboxItemService } from './inbox-item/services/inbox-item';
import type { AnnouncementService } from './announcement/services/announcement';
import type { ChapterLeaderService } from './chapter-leader/services/chapter-leader';
import type { ChapterHomeService } from './chapter-home/services/chapter-home';
import type { ChapterService } from './chapter/services/chapter';
import type { CompanyService } from './company/services/company';
import type { CompanyReviewService } from './company/services/review';
import type { DuesEntryService } from './dues-entry/services/dues-entry';
import type { EventService } from './event/services/event';
import type { CancelService } from './finance/services/cancel';
import type { DuesShareService } from './finance/services/dues-share';
import type { HealthService } from './health/services/health';
import type { FinanceListService } from './finance/services/lists';
import type { InvoiceService } from './invoice/services/invoice';
import type { JoinRequestService } from './join-request/services/join-request';
import type { NoticeService } from './join-request/services/notice';
import type { ReviewService } from './join-request/services/review';
import type { PreviewService } from './map/services/preview';
import type { MemberImportService } from './member-import/services/member-import';
import type { OneToOneService } from './one-to-one/services/one-to-one';
import type { OverviewService } from './overview/services/overview';
import type { ReferralFigureService } from './referral-figure/services/referral-figure';
import type { ReferralService } from './referral/services/referral';
import type { ReminderScheduleService } from './reminder/services/reminder-schedule';
import type { RsvpService } from './rsvp/services/rsvp';
import type { PasskeyService } from './second-factor/services/passkeys';
import type { SecondFactorService } from './second-factor/services/second-factor';
import type { SessionService } from './stripe/services/session';
import type { WebhookService } from './stripe/services/webhook';
import type { SubscriptionLogService } from './subscription-log/services/subscription-log';
import type { CheckoutService } from './subscription/services/checkout';
import type { CustomerService } from './subscription/services/customer';
import type { SubscriptionService } from './subscription/services/subscription';
import type { UnsubscribeService } from './unsubscribe/services/unsubscribe';
import type { ContactService } from './user/services/contact';
import type { DashboardService } from './user/services/dashboard';
import type { ManagementService } from './user/services/management';
import type { UserService } from './user/services/user';
import type { VisitorService } from './visitor/services/visitor';

/**
 * Every service of the API folders by its uid, with its type. Strapi's registry answers
 * `strapi.service(uid)` untyped; this is the one place that says what it holds, so a caller gets the
 * service's own type (and a renamed method fails to compile) without a cast of its own.
 */
type Services = {
  'api::attendance.attendance': AttendanceService;
  'api::account.account': AccountService;
  'api::account.avatar': AvatarService;
  'api::account.email-change': EmailChangeService;
  'api::account.email-verification': EmailVerificationService;
  'api::account.setting': SettingService;
  'api::address.address': AddressService;
  'api::admin-activity.admin-activity': ActivityService;
  'api::auth-session.auth-session': AuthSessionService;
  'api::authenticate.authenticate': AuthenticateService;
  'api::blog-post.blog-post': BlogPostService;
  'api::calendar-feed.calendar-feed': CalendarFeedService;
  'api::inbox-item.inbox-item': InboxItemService;
  'api::announcement.announcement': AnnouncementService;
  'api::chapter-leader.chapter-leader': ChapterLeaderService;
  'api::chapter-home.chapter-home': ChapterHomeService;
  'api::chapter.chapter': ChapterService;
  'api::company.company': CompanyService;
  'api::company.review': CompanyReviewService;
  'api::dues-entry.dues-entry': DuesEntryService;
  'api::event.event': EventService;
  'api::finance.cancel': CancelService;
  'api::finance.dues-share': DuesShareService;
  'api::finance.lists': FinanceListService;
  'api::health.health': HealthService;
  'api::invoice.invoice': InvoiceService;
  'api::join-request.join-request': JoinRequestService;
  'api::join-request.notice': NoticeService;
  'api::join-request.review': ReviewService;
  'api::map.preview': PreviewService;
  'api::member-import.member-import': MemberImportService;
  'api::one-to-one.one-to-one': OneToOneService;
  'api::overview.overview': OverviewService;
  'api::referral-figure.referral-figure': ReferralFigureService;
  'api::referral.referral': ReferralService;
  'api::reminder.reminder-schedule': ReminderScheduleService;
  'api::rsvp.rsvp': RsvpService;
  'api::second-factor.passkeys': PasskeyService;
  'api::search.search': SearchService;
  'api::second-factor.second-factor': SecondFactorService;
  'api::stripe.session': SessionService;
  'api::stripe.webhook': WebhookService;
  'api::subscription-log.subscription-log': SubscriptionLogService;
  'api::subscription.checkout': CheckoutService;
  'api::subscription.customer': CustomerService;
  'api::subscription.subscription': SubscriptionService;
  'api::unsubscribe.unsubscribe': UnsubscribeService;
  'api::user.contact': ContactService;
  'api::user.dashboard': DashboardService;
  'api::user.management': ManagementService;
  'api::user.user': UserService;
  'api::visitor.visitor': VisitorService;
};

/** The service `uid` of an API folder, typed. */
export function apiService<U extends keyof Services>(strapi: Core.Strapi, uid: U): Services[U] {
  return strapi.service(uid) as unknown as Services[U];
}
