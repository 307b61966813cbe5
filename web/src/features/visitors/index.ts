import { lazy } from 'react';

/** The chapter page's "Visit as a guest" section (its form is loaded when there is a meeting to register for). */
export { GuestVisit } from './components/guest-visit';
/** The admins' visitors table of a chapter (portal), loaded with the screen that shows it. */
export const ChapterVisitors = lazy(() => import('./components/chapter-visitors'));
