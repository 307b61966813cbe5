import { paths } from '@/config/paths';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** Header links of spec §2, in order. */
export const MAIN_LINKS: NavItem[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.chapters, label: 'Chapters', end: true },
  { to: paths.events, label: 'Events' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.startChapter, label: 'Start a Chapter' },
  { to: paths.faqs, label: 'FAQ' },
];

/** Only in the mobile menu (spec §1). */
export const SCRAMBLE_LINK: NavItem = { to: paths.scramble, label: 'Golf Scramble' };

export const ACCOUNT_LINKS = {
  signUp: { to: paths.signUp, label: 'Become a Member' },
  signIn: { to: paths.signIn, label: 'Member Login' },
  dashboard: { to: paths.portal.dashboard, label: 'Go to Dashboard' },
} as const;
