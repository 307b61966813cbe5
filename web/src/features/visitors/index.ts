import { lazy } from 'react';

/** The chapter page's "Visit as a guest" section (its form is loaded when there is a meeting to register for). */
export { GuestVisit } from './components/guest-visit';
/** 'Visit as a guest': a link to that section, from the chapter page's side column or an event's page. */
export { GuestVisitLink } from './components/guest-visit-link';
/** The admins' visitors table of a chapter (portal), loaded with the screen that shows it. */
export const ChapterVisitors = lazy(() => import('./components/chapter-visitors'));
