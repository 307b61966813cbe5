import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import HomeRoute from '@/features/home/routes/home';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public/public-layout';
import NotFoundRoute from './routes/not-found';
import { RootRoute } from './routes/root';
import RouteError from './routes/route-error';

/** Turns `() => import('./screen')` (default export) into a route `lazy` loader: one chunk per screen. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: paths.chapters, lazy: screen(() => import('@/features/chapters/routes/chapters')) },
  { path: paths.startChapter, lazy: screen(() => import('@/features/contact/routes/start-chapter')) },
  { path: paths.chapter, lazy: screen(() => import('@/features/chapters/routes/chapter-detail')) },
  { path: paths.contact, lazy: screen(() => import('@/features/contact/routes/contact')) },
  { path: paths.events, lazy: screen(() => import('@/features/events/routes/events')) },
  { path: paths.faqs, lazy: screen(() => import('@/features/faq/routes/faqs')) },
  { path: paths.terms, lazy: screen(() => import('@/features/terms/routes/terms')) },
  { path: paths.subscriptionSuccess, lazy: screen(() => import('@/features/subscription/routes/subscription-success')) },
  { path: paths.signIn, lazy: screen(() => import('@/features/auth/routes/sign-in')) },
  { path: paths.signUp, lazy: screen(() => import('@/features/auth/routes/sign-up')) },
  { path: paths.passwordForgot, lazy: screen(() => import('@/features/auth/routes/password-forgot')) },
  { path: paths.passwordReset, lazy: screen(() => import('@/features/auth/routes/password-reset')) },
  { path: paths.scramble, lazy: screen(() => import('@/features/scramble/routes/scramble')) },
  { path: '*', element: <NotFoundRoute /> },
];

const { portal } = paths;

const adminRoutes: RouteObject[] = [
  { path: portal.joinRequests, lazy: screen(() => import('@/features/admin/routes/join-requests')) },
  { path: portal.invoices, lazy: screen(() => import('@/features/finance/routes/invoices')) },
  { path: portal.subscriptions, lazy: screen(() => import('@/features/finance/routes/subscriptions')) },
  { path: portal.subscriptionLogs, lazy: screen(() => import('@/features/finance/routes/subscription-logs')) },
];

const portalRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('@/features/dashboard/routes/dashboard')) },
  { path: portal.chapters, lazy: screen(() => import('@/features/chapters/routes/portal-chapters')) },
  { path: portal.companies, lazy: screen(() => import('@/features/companies/routes/companies')) },
  { path: portal.events, lazy: screen(() => import('@/features/events/routes/portal-events')) },
  { path: portal.users, lazy: screen(() => import('@/features/users/routes/users')) },
  { path: portal.directory, lazy: screen(() => import('@/features/directory/routes/directory')) },
  { path: portal.user, lazy: screen(() => import('@/features/users/routes/user-detail')) },
  { path: portal.blog, lazy: screen(() => import('@/features/blog/routes/blog')) },
  { path: portal.blogCategories, lazy: screen(() => import('@/features/blog/routes/blog-categories')) },
  { path: portal.blogPosts, lazy: screen(() => import('@/features/blog/routes/blog-posts')) },
  { path: portal.blogMedia, lazy: screen(() => import('@/features/blog/routes/blog-media')) },
  { lazy: screen(() => import('./guards/require-admin')), children: adminRoutes },
  { path: '*', lazy: screen(() => import('./routes/portal-not-found')) },
];

/**
 * Every route of spec §2. Static segments outrank dynamic ones, so /chapters/start and
 * /portal/user/directory win over /chapters/:slug and /portal/user/:userId.
 * Portal code (layout, guards, screens) is only fetched when a portal address is visited; the
 * portal needs a token (RequireAuth), then a loaded member with a company (require-account).
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        path: paths.home,
        element: <PublicLayout />,
        children: [{ errorElement: <RouteError />, children: publicRoutes }],
      },
      {
        path: portal.dashboard,
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(() => import('./guards/require-account')),
            children: [
              {
                lazy: screen(() => import('./layouts/portal/portal-layout')),
                children: [{ errorElement: <RouteError />, children: portalRoutes }],
              },
            ],
          },
        ],
      },
    ],
  },
];
