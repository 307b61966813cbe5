import { lazy } from 'react';

/** "Pass a referral" and "Propose a one-to-one" for a member (their profile, their directory card). */
export { MemberReferralActions } from './components/member-referral-actions';
/** A type-ahead of the directory's members, bound to a Formik id field (the chapter drawer's leaders). */
export { MemberSelect } from './components/member-select';
/** The "Pass a referral" drawer (the referrals page's, the dashboard's), loaded when first opened. */
export const PassReferralDrawer = lazy(() => import('./components/pass-referral-drawer'));
