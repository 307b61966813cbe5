/**
 * Screen copy: texts and helpers only the web app and its e2e tests show or look for. The cms never
 * imports this entry; what crosses tiers (schemas, limits, enums, API types, server messages) is
 * exported by '@gro/config'.
 */
export * from './auth';
export * from './components';
export * from './chapter-event';
export * from './home';
export * from './site-shell';
export * from './public';
export * from './portal';
export * from './portal-account';
export * from './admin';
export * from './finance';
export * from './blog';
export * from './rsvp';
export * from './reminders';
export * from './scorecard-settings';
export * from './visitors';
export * from './attendance';
export * from './chapter-report';
export * from './scorecards';
export * from './member-import';
export * from './calendar-feed';
export * from './overview';
export * from './referrals';
export * from './chapter-leaders';
export * from './second-factor';
export * from './devices';
export * from './inbox';
export * from './news';
export * from './newsletter';
