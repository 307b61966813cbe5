/**
 * The home page's texts (spec §2), in a module of their own: the site's shell (page titles, the join
 * band) and the home page are in every route's first download, the other public screens' texts
 * (public.ts) only with their screen.
 */
export const HOME_SCREEN_TEXTS = {
  documentTitle: 'GRO | Grow your business with people who want you to win',
  description:
    'GRO is a professional networking organisation of local chapters where business owners, entrepreneurs and professionals meet, share referrals and grow together.',
  signUp: "Let's GRO Together",
  /** The same call to action for a signed-in member. */
  goToDashboard: 'Go to Dashboard',
  benefits: {
    eyebrow: 'Membership benefits',
    title: 'Everything you need to grow, in one membership',
  },
  testimonials: {
    eyebrow: 'Member stories',
    title: 'What our members say',
    label: 'Member testimonials',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    pause: 'Pause testimonials',
    play: 'Play testimonials',
    loading: 'Loading testimonials...',
    loadFailed: 'Member stories could not be loaded right now.',
  },
  join: {
    title: 'Ready to grow with people who want you to win?',
    text: 'Join a local chapter, meet members who refer business to each other and put your company in the member directory.',
    findChapter: 'Find a Chapter',
  },
};
