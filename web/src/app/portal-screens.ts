import type { ComponentType } from 'react';

/**
 * The portal's screens (guards, layout, pages), each fetched on its first visit. They live in this
 * chunk, fetched with the first portal address, rather than in the entry chunk every public page
 * downloads: each dynamic import there lists the files its screen needs, and the portal's screens
 * need many (the public routes' JavaScript budget, scripts/js-budget.mjs).
 */
export const portalScreens = {
  RequireAccount: () => import('./guards/require-account'),
  PortalLayout: () => import('./layouts/portal/portal-layout'),
  RequireAdmin: () => import('./guards/require-admin'),
  RequireLeader: () => import('./guards/require-leader'),
  Dashboard: () => import('@/features/dashboard/routes/dashboard'),
  PortalChapters: () => import('@/features/chapters/routes/portal-chapters'),
  PortalChapterDetail: () => import('@/features/chapters/routes/portal-chapter-detail'),
  Companies: () => import('@/features/companies/routes/companies'),
  PortalEvents: () => import('@/features/events/routes/portal-events'),
  Users: () => import('@/features/users/routes/users'),
  Directory: () => import('@/features/directory/routes/directory'),
  UserDetail: () => import('@/features/users/routes/user-detail'),
  Blog: () => import('@/features/blog/routes/blog'),
  BlogCategories: () => import('@/features/blog/routes/blog-categories'),
  BlogPosts: () => import('@/features/blog/routes/blog-posts'),
  BlogMedia: () => import('@/features/blog/routes/blog-media'),
  Overview: () => import('@/features/overview/routes/overview'),
  JoinRequests: () => import('@/features/join-requests/routes/join-requests'),
  Activity: () => import('@/features/activity/routes/activity'),
  MemberImport: () => import('@/features/member-import/routes/member-import'),
  Reminders: () => import('@/features/reminders/routes/reminders'),
  ScorecardSettings: () => import('@/features/scorecard-settings/routes/scorecard-settings'),
  Invoices: () => import('@/features/finance/routes/invoices'),
  Subscriptions: () => import('@/features/finance/routes/subscriptions'),
  SubscriptionLogs: () => import('@/features/finance/routes/subscription-logs'),
  DuesShare: () => import('@/features/finance/routes/dues-share'),
  Attendance: () => import('@/features/attendance/routes/attendance'),
  ChapterVisitors: () => import('@/features/visitors/routes/visitors'),
  ChapterHome: () => import('@/features/chapter-home/routes/chapter-home'),
  MyChapters: () => import('@/features/chapter-home/routes/my-chapters'),
  Referrals: () => import('@/features/referrals/routes/referrals'),
  ReferralDetail: () => import('@/features/referrals/routes/referral-detail'),
  OneToOnes: () => import('@/features/referrals/routes/one-to-ones'),
  ChapterReferrals: () => import('@/features/referral-figures/routes/chapter-referrals'),
  ChapterReport: () => import('@/features/chapter-report/routes/chapter-report'),
  ChapterScorecards: () => import('@/features/scorecards/routes/chapter-scorecards'),
  MyScorecard: () => import('@/features/scorecards/routes/my-scorecard'),
  AllScorecards: () => import('@/features/scorecards/routes/all-scorecards'),
  ReferralFigures: () => import('@/features/referral-figures/routes/referral-figures'),
  ChapterNews: () => import('@/features/news/routes/chapter-news'),
  NewsItem: () => import('@/features/news/routes/news-item'),
  Newsletters: () => import('@/features/news/routes/newsletters'),
  NewsletterIssue: () => import('@/features/news/routes/newsletter-issue'),
  PortalNotFound: () => import('./routes/portal-not-found'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type PortalScreenName = keyof typeof portalScreens;
