import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

interface NavItem {
  to: string;
  label: string;
  /** Active on its own address only, not on the addresses below it. */
  end?: boolean;
  /** Active on these routes too (a chapter's page under Chapters), except the `except` addresses. */
  also?: string[];
  except?: string[];
}

/** Header links of spec §2, in order. */
export const MAIN_LINKS: NavItem[] = [
  { to: paths.home, label: 'Home', end: true },
  // A chapter's page (and its not-found page) belongs to Chapters; /chapters/start is Start a Chapter.
  { to: paths.chapters, label: 'Chapters', end: true, also: [paths.chapter], except: [paths.startChapter] },
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

/** aria-current for a header link: 'page' on the address it stands for (the header's active item). */
export function navCurrent(item: Pick<NavItem, 'to' | 'end' | 'also' | 'except'>, pathname: string): 'page' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.except?.some((pattern) => matchPath(pattern, path))) return undefined;
  const own = path === item.to || (!item.end && item.to !== '/' && path.startsWith(`${item.to}/`));
  return own || item.also?.some((pattern) => matchPath(pattern, path)) ? 'page' : undefined;
}
