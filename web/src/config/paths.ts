/** Every route of the product (spec §2) in one table; links and the router read it. */
export const paths = {
  home: '/',
  chapters: '/chapters',
  chapter: '/chapters/:slug',
  startChapter: '/chapters/start',
  contact: '/contact',
  events: '/events',
  faqs: '/faqs',
  terms: '/legal/terms',
  subscriptionSuccess: '/subscription/success',
  signIn: '/signin',
  signUp: '/signup',
  passwordForgot: '/password-forgot',
  passwordReset: '/password-reset',
  scramble: '/scramble',
  portal: {
    dashboard: '/portal',
    chapters: '/portal/chapter',
    companies: '/portal/company',
    events: '/portal/event',
    users: '/portal/user',
    user: '/portal/user/:userId',
    directory: '/portal/user/directory',
    joinRequests: '/portal/administrator/company/join',
    blog: '/portal/blog',
    blogCategories: '/portal/blog/category',
    blogPosts: '/portal/blog/post',
    blogMedia: '/portal/blog/media',
    subscriptions: '/portal/finance/subscription',
    subscriptionLogs: '/portal/finance/subscription/log',
    invoices: '/portal/finance/invoice',
  },
} as const;

export const hrefs = {
  chapter: (slug: string) => `/chapters/${encodeURIComponent(slug)}`,
  user: (userId: number | string) => `/portal/user/${encodeURIComponent(String(userId))}`,
};

