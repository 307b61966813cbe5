import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public/public-layout';
import { lazyScreen } from './lazy-screen';
import type { PortalScreenName } from './portal-screens';
import { RootRoute } from './routes/root';

/* One chunk per screen, fetched on first visit (lazy-screen.ts); the home page too, so no other page downloads it. */
const Home = lazyScreen(() => import('@/features/home/routes/home'));
const Chapters = lazyScreen(() => import('@/features/chapters/routes/chapters'));
const StartChapter = lazyScreen(() => import('@/features/contact/routes/start-chapter'));
const ChapterDetail = lazyScreen(() => import('@/features/chapters/routes/chapter-detail'));
const Contact = lazyScreen(() => import('@/features/contact/routes/contact'));
const Events = lazyScreen(() => import('@/features/events/routes/events'));
const EventDetail = lazyScreen(() => import('@/features/events/routes/event-detail'));
const Faqs = lazyScreen(() => import('@/features/faq/routes/faqs'));
const Terms = lazyScreen(() => import('@/features/terms/routes/terms'));
const SubscriptionSuccess = lazyScreen(() => import('@/features/subscription/routes/subscription-success'));
const SignIn = lazyScreen(() => import('@/features/auth/routes/sign-in'));
const SignUp = lazyScreen(() => import('@/features/auth/routes/sign-up'));
const PasswordForgot = lazyScreen(() => import('@/features/auth/routes/password-forgot'));
const PasswordReset = lazyScreen(() => import('@/features/auth/routes/password-reset'));
const ConfirmEmail = lazyScreen(() => import('@/features/auth/routes/confirm-email'));
const VerifyEmail = lazyScreen(() => import('@/features/auth/routes/verify-email'));
const SignInLink = lazyScreen(() => import('@/features/auth/routes/sign-in-link'));
const AcceptInvitation = lazyScreen(() => import('@/features/auth/routes/accept-invitation'));
const Scramble = lazyScreen(() => import('@/features/scramble/routes/scramble'));
const Unsubscribe = lazyScreen(() => import('@/features/account/routes/unsubscribe'));
const CheckIn = lazyScreen(() => import('@/features/attendance/routes/check-in'));
const PublicBlog = lazyScreen(() => import('@/features/blog/routes/public-blog'));
const PublicBlogPost = lazyScreen(() => import('@/features/blog/routes/public-blog-post'));

/** A portal screen: this module's chunk (portal-screens.ts) is fetched first, then the screen's own. */
const portalScreen = (name: PortalScreenName) => lazyScreen(() => import('./portal-screens').then((m) => m.portalScreens[name]()));
const RequireAccount = portalScreen('RequireAccount');
const PortalLayout = portalScreen('PortalLayout');
const RequireAdmin = portalScreen('RequireAdmin');
const RequireLeader = portalScreen('RequireLeader');
const Dashboard = portalScreen('Dashboard');
const PortalChapters = portalScreen('PortalChapters');
const PortalChapterDetail = portalScreen('PortalChapterDetail');
const Companies = portalScreen('Companies');
const PortalEvents = portalScreen('PortalEvents');
const Users = portalScreen('Users');
const Directory = portalScreen('Directory');
const UserDetail = portalScreen('UserDetail');
const Blog = portalScreen('Blog');
const BlogCategories = portalScreen('BlogCategories');
const BlogPosts = portalScreen('BlogPosts');
const BlogMedia = portalScreen('BlogMedia');
const Overview = portalScreen('Overview');
const JoinRequests = portalScreen('JoinRequests');
const Activity = portalScreen('Activity');
const MemberImport = portalScreen('MemberImport');
const Reminders = portalScreen('Reminders');
const Invoices = portalScreen('Invoices');
const Subscriptions = portalScreen('Subscriptions');
const SubscriptionLogs = portalScreen('SubscriptionLogs');
const DuesShare = portalScreen('DuesShare');
const Attendance = portalScreen('Attendance');
const ChapterVisitors = portalScreen('ChapterVisitors');
const ChapterHome = portalScreen('ChapterHome');
const MyChapters = portalScreen('MyChapters');
const Referrals = portalScreen('Referrals');
const ReferralDetail = portalScreen('ReferralDetail');
const OneToOnes = portalScreen('OneToOnes');
const ChapterReferrals = portalScreen('ChapterReferrals');
const ChapterReport = portalScreen('ChapterReport');
const ReferralFigures = portalScreen('ReferralFigures');
const ChapterNews = portalScreen('ChapterNews');
const NewsItem = portalScreen('NewsItem');
const Newsletters = portalScreen('Newsletters');
const NewsletterIssue = portalScreen('NewsletterIssue');
const PortalNotFound = portalScreen('PortalNotFound');
// Only a mistyped address needs it: no page's first download carries it.
const NotFoundRoute = lazyScreen(() => import('./routes/not-found'));

const { portal } = paths;

/**
 * Every route of spec §2. Static segments outrank dynamic ones, so /chapters/start and
 * /portal/user/directory win over /chapters/:slug and /portal/user/:userId.
 * Portal code (layout, guards, screens) is only fetched when a portal address is visited; the
 * portal needs a token (RequireAuth), then a loaded member with a company (require-account).
 * Declarative routes keep React Router's data-router code (about 15 KB gzipped) out of every page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootRoute />}>
        <Route path={paths.home} element={<PublicLayout />}>
          <Route index element={<Home />} />
          <Route path={paths.chapters} element={<Chapters />} />
          <Route path={paths.startChapter} element={<StartChapter />} />
          <Route path={paths.chapter} element={<ChapterDetail />} />
          <Route path={paths.contact} element={<Contact />} />
          <Route path={paths.events} element={<Events />} />
          <Route path={paths.event} element={<EventDetail />} />
          <Route path={paths.faqs} element={<Faqs />} />
          <Route path={paths.terms} element={<Terms />} />
          <Route path={paths.subscriptionSuccess} element={<SubscriptionSuccess />} />
          <Route path={paths.signIn} element={<SignIn />} />
          <Route path={paths.signUp} element={<SignUp />} />
          <Route path={paths.passwordForgot} element={<PasswordForgot />} />
          <Route path={paths.passwordReset} element={<PasswordReset />} />
          <Route path={paths.signInLink} element={<SignInLink />} />
          <Route path={paths.confirmEmail} element={<ConfirmEmail />} />
          <Route path={paths.verifyEmail} element={<VerifyEmail />} />
          <Route path={paths.acceptInvitation} element={<AcceptInvitation />} />
          <Route path={paths.scramble} element={<Scramble />} />
          <Route path={paths.unsubscribe} element={<Unsubscribe />} />
          <Route path={paths.checkIn} element={<CheckIn />} />
          <Route path={paths.blog} element={<PublicBlog />} />
          <Route path={paths.blogPost} element={<PublicBlogPost />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route path={portal.dashboard} element={<RequireAuth />}>
          <Route element={<RequireAccount />}>
            <Route element={<PortalLayout />}>
              <Route index element={<Dashboard />} />
              <Route path={portal.chapters} element={<PortalChapters />} />
              <Route path={portal.chapter} element={<PortalChapterDetail />} />
              <Route path={portal.companies} element={<Companies />} />
              <Route path={portal.events} element={<PortalEvents />} />
              <Route path={portal.users} element={<Users />} />
              <Route path={portal.directory} element={<Directory />} />
              <Route path={portal.user} element={<UserDetail />} />
              <Route path={portal.blog} element={<Blog />} />
              <Route path={portal.blogCategories} element={<BlogCategories />} />
              <Route path={portal.blogPosts} element={<BlogPosts />} />
              <Route path={portal.blogMedia} element={<BlogMedia />} />
              <Route path={portal.referrals} element={<Referrals />} />
              <Route path={portal.referral} element={<ReferralDetail />} />
              <Route path={portal.oneToOnes} element={<OneToOnes />} />
              <Route path={portal.chapterReferrals} element={<ChapterReferrals />} />
              {/* Read by the chapter's members, its leaders and admins (the server decides). */}
              <Route path={portal.chapterReport} element={<ChapterReport />} />
              {/* Read by the chapter's members; its leaders and admins also write there (the server decides). */}
              <Route path={portal.chapterNews} element={<ChapterNews />} />
              <Route path={portal.newsItem} element={<NewsItem />} />
              <Route path={portal.newsletterIssue} element={<NewsletterIssue />} />
              <Route path={portal.myChapter} element={<MyChapters />} />
              {/* The leader's home of a chapter, and the admins' screens filtered to it, for its leaders and admins. */}
              <Route element={<RequireLeader />}>
                <Route path={portal.myChapterHome} element={<ChapterHome />} />
                <Route path={portal.myChapterEvents} element={<PortalEvents />} />
                <Route path={portal.myChapterMembers} element={<Users />} />
                <Route path={portal.myChapterJoinRequests} element={<JoinRequests />} />
                <Route path={portal.myChapterDuesShare} element={<DuesShare />} />
                <Route path={portal.myChapterAttendance} element={<Attendance />} />
                <Route path={portal.myChapterVisitors} element={<ChapterVisitors />} />
              </Route>
              <Route element={<RequireAdmin />}>
                <Route path={portal.overview} element={<Overview />} />
                <Route path={portal.joinRequests} element={<JoinRequests />} />
                <Route path={portal.activity} element={<Activity />} />
                <Route path={portal.memberImport} element={<MemberImport />} />
                <Route path={portal.reminders} element={<Reminders />} />
                <Route path={portal.invoices} element={<Invoices />} />
                <Route path={portal.subscriptions} element={<Subscriptions />} />
                <Route path={portal.subscriptionLogs} element={<SubscriptionLogs />} />
                <Route path={portal.duesShare} element={<DuesShare />} />
                <Route path={portal.referralFigures} element={<ReferralFigures />} />
                <Route path={portal.newsletters} element={<Newsletters />} />
              </Route>
              <Route path="*" element={<PortalNotFound />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
