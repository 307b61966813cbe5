/** Texts of the public FAQ, terms, contact, start-a-chapter, golf scramble and subscription confirmation screens (spec §2); the home page's are in home.ts. */
import { HOME_SCREEN_TEXTS } from './home';

/** One is shown at random on each visit to /contact (TAGLINE_COUNT.contact). */
export const CONTACT_TAGLINES = [
  'Curious about membership, looking for a chapter or wondering about an event? We would love to hear from you.',
  'Send us a note and someone from the GRO team will reply by email.',
  'Questions about chapters, pricing or partnerships? Tell us what you need and we will point you in the right direction.',
] as const;

export const PUBLIC_SCREEN_TEXTS = {
  home: HOME_SCREEN_TEXTS,
  faq: {
    title: 'Questions. Answered.',
    documentTitle: 'FAQ',
    description:
      'Answers to common questions about GRO membership, pricing, chapters, meetings, events and the member portal.',
    lead: 'Everything you wanted to know about GRO membership, chapters and events.',
    searchLabel: 'Search FAQs',
    searchPlaceholder: 'Search FAQs...',
    empty: 'No questions match your search.',
    emptyHint: 'Try another word, or ask us directly.',
    clearSearch: 'Clear search',
    loading: 'Loading questions...',
    loadFailed: 'The questions could not be loaded.',
    retry: 'Try again',
    more: {
      title: 'Still have questions?',
      text: 'Our team is happy to help with anything this page does not cover.',
      contact: 'Contact us',
    },
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms of GRO membership: benefits, pricing, conduct, dispute resolution, indemnification, confidentiality and your financial responsibilities.',
    contents: 'On this page',
    loading: 'Loading the terms...',
    loadFailed: 'The terms could not be loaded.',
    retry: 'Try again',
    backToTop: 'Back to top',
  },
  contact: {
    title: "Have questions? Let's connect.",
    documentTitle: 'Contact',
    description:
      'Contact GRO with questions about membership, chapters, events or partnerships. Send us a message and our team will reply by email.',
    formTitle: 'Send us a message',
    submit: 'Send Message',
    pending: 'Sending…',
    again: 'Send another message',
    details: {
      title: 'Reach us directly',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
    },
    aside: {
      title: 'Looking for something specific?',
      faq: 'Read the FAQ',
      faqText: 'Answers about pricing, chapters and meetings.',
      chapters: 'Find a chapter',
      chaptersText: 'See where and when chapters meet.',
      startChapter: 'Start a chapter',
      startChapterText: 'Bring GRO to your community.',
    },
  },
  startChapter: {
    title: 'Start a Chapter',
    description:
      'Bring GRO to your community: what starting a chapter involves, from a chapter leader and meeting place to weekly or biweekly meetings, and how GRO supports you.',
    lead: 'Bring GRO to your community. Here is what starting a chapter involves, and how we help you get there.',
    needsTitle: 'What a chapter needs',
    needs: [
      {
        title: 'A chapter leader',
        text: 'Someone who welcomes members, runs the meetings and keeps the chapter connected. That could be you.',
      },
      {
        title: 'A regular meeting place',
        text: 'A café, office, community room or video call that members can count on every time.',
      },
      {
        title: 'A steady rhythm',
        text: 'Chapters meet weekly or biweekly, on the same day and at the same time.',
      },
      {
        title: 'The right format',
        text: 'Meet in person, virtually or hybrid: whatever suits your members and your city.',
      },
    ],
    supportTitle: 'How GRO supports you',
    support: [
      'A chapter page on this site, with your meeting details and events',
      'Member sign-up, subscriptions and the member directory, handled for you',
      'A share of every member\u2019s dues goes back to the home chapter',
      'Guidance from the GRO team and other chapter leaders as you launch',
    ],
    formTitle: 'Apply to start a chapter',
    formLead: 'Tell us who you are and where you would like to meet. We will get in touch to talk it through.',
    messageHint: 'Where would the chapter meet, and who might join?',
    submit: 'Submit Application',
    pending: 'Submitting…',
    again: 'Submit another application',
  },
  scramble: {
    title: 'Golf Scramble',
    description:
      'The GRO Golf Scramble: a day on the course with fellow members, guests and sponsors. See the date and register your team.',
    about: 'About the event',
    date: 'Date',
    dateToBeAnnounced: 'Date to be announced',
    time: 'Time',
    place: 'Where',
    registerNote: 'Registration takes place on the event\u2019s own site.',
    register: 'Register for the Golf Scramble',
    newTab: 'Opens in a new tab',
    loading: 'Loading the golf scramble...',
    loadFailed: 'The golf scramble details could not be loaded.',
    notSetUp: 'Details of the next Golf Scramble will be posted here soon.',
    retry: 'Try again',
  },
} as const;

/** 'Last updated January 5, 2025' on the terms page. */
export const lastUpdated = (date: string): string => `Last updated ${date}`;

/** The carousel's position, '2 of 5'. */
export const positionOf = (index: number, total: number): string => `${index} of ${total}`;

/** The FAQ result count: every question, or how many match the search. */
export const faqCount = (shown: number, total: number): string =>
  shown === total ? `${total} questions` : `${shown} of ${total} questions match`;

/** /subscription/success (spec §2, §4, §8): a public address Stripe's checkout returns to. */
export const SUBSCRIPTION_SUCCESS_TEXTS = {
  documentTitle: 'Subscription Confirmation',
  loading: 'Confirming your subscription...',
  title: 'Subscription Confirmed!',
  /** The plan part only when known (spec §4): 'Thank you for subscribing to the Monthly (month) plan.' */
  thanks: (plan: string | null): string => (plan ? `Thank you for subscribing to the ${plan} plan.` : 'Thank you for subscribing.'),
  /** A price's name (nickname, else id) and its interval: 'Monthly (month)'. */
  planLabel: (name: string, interval: string): string => `${name} (${interval})`,
  goToDashboard: 'Go to Dashboard',
  failedTitle: 'Something went wrong',
  failed: "We couldn't confirm your subscription. Please contact support.",
  /** Under the failure (spec §8 keeps it without a retry): where to go from there. */
  contactSupport: 'Contact support',
} as const;
