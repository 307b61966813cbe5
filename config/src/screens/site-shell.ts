/**
 * The site shell's texts (the default page title and description, the join call to action), in
 * every route's first download: a module apart from the home page's and the blog's texts (home.ts,
 * blog.ts), which come with their screens (a bundler keeps or drops a module's texts whole).
 */
export const SITE_SHELL_TEXTS = {
  documentTitle: 'GRO | Grow your business with people who want you to win',
  description:
    'GRO is a professional networking organisation of local chapters where business owners, entrepreneurs and professionals meet, share referrals and grow together.',
  signUp: "Let's GRO Together",
  /** The same call to action for a signed-in member. */
  goToDashboard: 'Go to Dashboard',
} as const;

/** The footer's link to the blog. */
export const BLOG_FOOTER_LINK = 'Blog';
