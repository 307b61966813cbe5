/** "Pass a referral" and "Propose a one-to-one" for a member (their profile, their directory card). */
export { MemberReferralActions } from './components/member-referral-actions';
