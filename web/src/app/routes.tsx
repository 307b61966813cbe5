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
const PortalNotFound = portalScreen('PortalNotFound');
// Only a mistyped address needs it: no page's first download carries it.
const NotFoundRoute = lazyScreen(() => import('./routes/not-found'));

const { portal } = paths;

/**
 * The portal's screens by address, each loaded on first visit (portal-screens.ts): a table rather
 * than a Route element each keeps the public pages' first JavaScript small.
 */
type ScreenRoute = [path: string, screen: PortalScreenName];
const screens = new Map<PortalScreenName, ReturnType<typeof portalScreen>>();
/** The table's Route elements, made once; a screen on two addresses is one component. */
function screenRoutes(table: ScreenRoute[]) {
  return table.map(([path, name]) => {
    let Screen = screens.get(name);
    if (!Screen) screens.set(name, (Screen = portalScreen(name)));
    return <Route key={path} path={path} element={<Screen />} />;
  });
}

/** Every member's (the server decides what each sees: a chapter's report and scorecards are its members', leaders' and admins'). */
const MEMBER_SCREENS: ScreenRoute[] = [
  [portal.chapters, 'PortalChapters'],
  [portal.chapter, 'PortalChapterDetail'],
  [portal.companies, 'Companies'],
  [portal.events, 'PortalEvents'],
  [portal.users, 'Users'],
  [portal.directory, 'Directory'],
  [portal.user, 'UserDetail'],
  [portal.blog, 'Blog'],
  [portal.blogCategories, 'BlogCategories'],
  [portal.blogPosts, 'BlogPosts'],
  [portal.blogMedia, 'BlogMedia'],
  [portal.referrals, 'Referrals'],
  [portal.referral, 'ReferralDetail'],
  [portal.oneToOnes, 'OneToOnes'],
  [portal.chapterReferrals, 'ChapterReferrals'],
  [portal.chapterReport, 'ChapterReport'],
  [portal.chapterScorecards, 'ChapterScorecards'],
  [portal.myScorecard, 'MyScorecard'],
  [portal.chapterNews, 'ChapterNews'],
  [portal.newsItem, 'NewsItem'],
  [portal.newsletterIssue, 'NewsletterIssue'],
  [portal.myChapter, 'MyChapters'],
];

/** The leader's home of a chapter, and the admins' screens filtered to it, for its leaders and admins. */
const LEADER_SCREENS: ScreenRoute[] = [
  [portal.myChapterHome, 'ChapterHome'],
  [portal.myChapterEvents, 'PortalEvents'],
  [portal.myChapterMembers, 'Users'],
  [portal.myChapterJoinRequests, 'JoinRequests'],
  [portal.myChapterDuesShare, 'DuesShare'],
  [portal.myChapterAttendance, 'Attendance'],
  [portal.myChapterVisitors, 'ChapterVisitors'],
];

const ADMIN_SCREENS: ScreenRoute[] = [
  [portal.adminScorecards, 'AllScorecards'],
  [portal.overview, 'Overview'],
  [portal.joinRequests, 'JoinRequests'],
  [portal.activity, 'Activity'],
  [portal.memberImport, 'MemberImport'],
  [portal.reminders, 'Reminders'],
  [portal.scorecardSettings, 'ScorecardSettings'],
  [portal.invoices, 'Invoices'],
  [portal.subscriptions, 'Subscriptions'],
  [portal.subscriptionLogs, 'SubscriptionLogs'],
  [portal.duesShare, 'DuesShare'],
  [portal.referralFigures, 'ReferralFigures'],
  [portal.newsletters, 'Newsletters'],
];

const memberRoutes = screenRoutes(MEMBER_SCREENS);
const leaderRoutes = screenRoutes(LEADER_SCREENS);
const adminRoutes = screenRoutes(ADMIN_SCREENS);

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
              {memberRoutes}
              <Route element={<RequireLeader />}>{leaderRoutes}</Route>
              <Route element={<RequireAdmin />}>{adminRoutes}</Route>
              <Route path="*" element={<PortalNotFound />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
