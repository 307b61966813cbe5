/** The dashboard's "Your referrals" card. */
export { MyReferralsCard } from './components/my-referrals-card';
/** The portal chapter page's link to the chapter's referral figures (its members and admins). */
export { ChapterReferralsLink } from './components/chapter-referrals-link';
