/**
 * Every route of the web app (spec §2, plus the public blog) in one table: the web router reads it
 * (web/src/config/paths.ts) and the cms's one-origin server reads it to answer 404 for an address no
 * screen shows (a soft 404 would tell search engines an error page is content).
 */
export const SITE_PATHS = {
  home: '/',
  chapters: '/chapters',
  chapter: '/chapters/:slug',
  startChapter: '/chapters/start',
  contact: '/contact',
  events: '/events',
  /** One event's page: its dates, place, calendar file and structured data. */
  event: '/events/:id',
  faqs: '/faqs',
  terms: '/legal/terms',
  blog: '/blog',
  blogPost: '/blog/:slug',
  subscriptionSuccess: '/subscription/success',
  signIn: '/signin',
  signUp: '/signup',
  passwordForgot: '/password-forgot',
  passwordReset: '/password-reset',
  /** Opened from the one-time sign-in link mailed to an account's owner after too many wrong passwords. */
  signInLink: '/signin/link',
  /** Opened from the link that confirms a member's new email address. */
  confirmEmail: '/account/confirm-email',
  /** Opened from the link mailed at sign-up that proves the new account's email address. */
  verifyEmail: '/account/verify-email',
  /** Opened from an imported member's invitation: they choose their first password. */
  acceptInvitation: '/account/invitation',
  scramble: '/scramble',
  /** Opened from a notice's unsubscribe link: turns that notification off without signing in. */
  unsubscribe: '/unsubscribe',
  /** What a chapter meeting's door QR code opens: checks the signed-in member in (event, date and code in the query). */
  checkIn: '/check-in',
  portal: {
    dashboard: '/portal',
    chapters: '/portal/chapter',
    /** A chapter's meeting details and members. */
    chapter: '/portal/chapter/:chapterId',
    companies: '/portal/company',
    events: '/portal/event',
    users: '/portal/user',
    user: '/portal/user/:userId',
    directory: '/portal/user/directory',
    /** The admin overview: figures and small charts. */
    overview: '/portal/administrator',
    joinRequests: '/portal/administrator/company/join',
    activity: '/portal/administrator/activity',
    /** Admins import members from a CSV of another system. */
    memberImport: '/portal/administrator/import',
    /** The hours before an event at which members are reminded. */
    reminders: '/portal/administrator/reminders',
    /** The scorecards' thresholds and the attendance policy, set by admins. */
    scorecardSettings: '/portal/administrator/scorecard-settings',
    blog: '/portal/blog',
    blogCategories: '/portal/blog/category',
    blogPosts: '/portal/blog/post',
    blogMedia: '/portal/blog/media',
    subscriptions: '/portal/finance/subscription',
    subscriptionLogs: '/portal/finance/subscription/log',
    invoices: '/portal/finance/invoice',
    duesShare: '/portal/finance/dues-share',
    /** A member's referrals given and received, and passing a new one. */
    referrals: '/portal/referral',
    /** One referral: its contact, its need and its steps. */
    referral: '/portal/referral/:referralId',
    /** A member's one-to-ones. */
    oneToOnes: '/portal/one-to-one',
    /** A chapter's referral figures: per month and per member. */
    chapterReferrals: '/portal/chapter/:chapterId/referrals',
    /** A chapter's meeting report: a month of meetings (?month=) or one meeting (?event=&date=), for its members, leaders and admins. */
    chapterReport: '/portal/chapter/:chapterId/report',
    /** A chapter's scorecards: every member for its leaders and admins (?member= opens one), the totals and their own for its members. */
    chapterScorecards: '/portal/chapter/:chapterId/scorecards',
    /** The signed-in member's own scorecard and attendance standing. */
    myScorecard: '/portal/scorecard',
    /** Every chapter's scorecards side by side (admins). */
    adminScorecards: '/portal/administrator/scorecards',
    /** A chapter's news: its members read what went out; its leaders (and admins) also write, schedule and cancel it. */
    chapterNews: '/portal/chapter/:chapterId/news',
    /** One chapter news item. */
    newsItem: '/portal/news/:newsId',
    /** One issue of the GRO newsletter, as its recipients read it. */
    newsletterIssue: '/portal/newsletter/:issueId',
    /** Admins: the newsletters staff wrote in the content admin, each sent (or scheduled) to an audience here. */
    newsletters: '/portal/administrator/newsletter',
    /** Admins: every chapter's referral figures side by side. */
    referralFigures: '/portal/administrator/referrals',
    /** A chapter leader's home: the one chapter they lead, or the list of those they lead. */
    myChapter: '/portal/my-chapter',
    /** A chapter leader's home for one chapter: what needs their attention now, each with its action. */
    myChapterHome: '/portal/my-chapter/:chapterId',
    /** A chapter leader's screens for a chapter they lead, admins' screens filtered to it. */
    myChapterEvents: '/portal/my-chapter/:chapterId/events',
    myChapterMembers: '/portal/my-chapter/:chapterId/members',
    myChapterJoinRequests: '/portal/my-chapter/:chapterId/join-requests',
    myChapterDuesShare: '/portal/my-chapter/:chapterId/dues-share',
    /** A meeting's attendance sheet and its door check-in code (?event=&date=; the meeting under way by default). */
    myChapterAttendance: '/portal/my-chapter/:chapterId/attendance',
    /** The guests registered for the chapter's meetings, followed up and invited to join. */
    myChapterVisitors: '/portal/my-chapter/:chapterId/visitors',
  },
} as const;

/** What an address shows: a screen, a chapter, event or blog post that must exist, or nothing (null). */
type SitePathMatch = { kind: 'page' } | { kind: 'chapter'; slug: string } | { kind: 'event'; id: string } | { kind: 'blogPost'; slug: string };

/** Every route pattern of SITE_PATHS, portal ones included. */
export function sitePathPatterns(): string[] {
  const { portal, ...publicPaths } = SITE_PATHS;
  return [...Object.values(publicPaths), ...Object.values(portal)];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Static routes first, as the router ranks them (/chapters/start wins over /chapters/:slug). */
const MATCHERS = sitePathPatterns()
  .map((pattern) => {
    const source = pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
      .join('/');
    // Like React Router: case-insensitive, an optional trailing slash.
    return { pattern, dynamic: pattern.includes(':'), regex: new RegExp(`^${source}/?$`, 'i') };
  })
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

/** The screen an address (a decoded path, no query) belongs to, or null when the web app has none for it. */
export function matchSitePath(pathname: string): SitePathMatch | null {
  for (const { pattern, regex } of MATCHERS) {
    const m = regex.exec(pathname);
    if (!m) continue;
    if (pattern === SITE_PATHS.chapter) return { kind: 'chapter', slug: m[1] };
    if (pattern === SITE_PATHS.event) return { kind: 'event', id: m[1] };
    if (pattern === SITE_PATHS.blogPost) return { kind: 'blogPost', slug: m[1] };
    return { kind: 'page' };
  }
  return null;
}
