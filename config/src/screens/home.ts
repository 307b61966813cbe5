import { SITE_SHELL_TEXTS } from './site-shell';

/** The home page's texts (spec §2), in a module of their own: the other public screens' texts (public.ts) come with their screen. */
export const HOME_SCREEN_TEXTS = {
  ...SITE_SHELL_TEXTS,
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
