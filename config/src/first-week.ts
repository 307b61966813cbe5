/**
 * A new member's first steps, the dashboard's checklist (GET /account/first-week): each step is done
 * when the member's own data says so, and the list goes once every step is done or the first weeks
 * are over.
 */

/** The steps, in the order the dashboard lists them. */
export const FIRST_WEEK_STEPS = ['verifyEmail', 'company', 'profile', 'rsvp', 'oneToOne', 'referral', 'subscribe'] as const;
export type FirstWeekStep = (typeof FIRST_WEEK_STEPS)[number];

/** How many days after signing up the dashboard guides a member through the steps. */
export const FIRST_WEEK_DAYS = 30;

/** GET /account/first-week */
export interface FirstWeek {
  /** Whether the dashboard shows the checklist: within FIRST_WEEK_DAYS of signing up, with a step left. */
  show: boolean;
  steps: { step: FirstWeekStep; done: boolean }[];
}
