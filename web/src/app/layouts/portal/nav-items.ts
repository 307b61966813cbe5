import type { LedChapter } from '@gro/config';
import { MY_CHAPTER_TEXTS, NEWSLETTER_SCREEN_TEXTS, OVERVIEW_TEXTS, SCORECARD_SETTINGS_TEXTS, SCORECARD_TEXTS } from '@gro/config/screens';
import {
  ArrowRightIcon,
  BarChartIcon,
  BuildingIcon,
  CalendarIcon,
  CalendarPlusIcon,
  CheckCircleIcon,
  ClockIcon,
  ContactBookIcon,
  DashboardIcon,
  GlobeIcon,
  ListIcon,
  MailIcon,
  MapPinIcon,
  ReceiptIcon,
  RepeatIcon,
  ShieldIcon,
  TrendingUpIcon,
  UploadIcon,
  UsersIcon,
} from '@/components/icons';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';

interface PortalNavItem {
  to: string;
  label: string;
  icon: typeof GlobeIcon;
  end?: boolean;
  /** Only for members of a chapter (an admin outside any has no scorecard). */
  inChapter?: boolean;
}

interface PortalNavGroup {
  heading?: string;
  adminOnly?: boolean;
  items: PortalNavItem[];
}

/** The sidebar of spec §2; the Administration and Finance groups are for admins only. */
export const PORTAL_NAV: PortalNavGroup[] = [
  {
    items: [
      { to: paths.home, label: 'Go to Website', icon: GlobeIcon, end: true },
      { to: paths.portal.dashboard, label: 'Dashboard', icon: DashboardIcon, end: true },
      { to: paths.portal.chapters, label: 'Chapters', icon: MapPinIcon },
      { to: paths.portal.companies, label: 'Companies', icon: BuildingIcon },
      { to: paths.portal.events, label: 'Events', icon: CalendarIcon },
      { to: paths.portal.directory, label: 'User Directory', icon: UsersIcon },
      { to: paths.portal.referrals, label: 'Referrals', icon: ArrowRightIcon },
      { to: paths.portal.oneToOnes, label: 'One-to-ones', icon: CalendarPlusIcon },
      { to: paths.portal.myScorecard, label: SCORECARD_TEXTS.navMine, icon: TrendingUpIcon, inChapter: true },
    ],
  },
  {
    heading: 'Administration',
    adminOnly: true,
    items: [
      { to: paths.portal.overview, label: OVERVIEW_TEXTS.nav, icon: BarChartIcon, end: true },
      { to: paths.portal.joinRequests, label: 'Company Join Requests', icon: ShieldIcon },
      { to: paths.portal.users, label: 'Users', icon: UsersIcon, end: true },
      { to: paths.portal.memberImport, label: 'Import Members', icon: UploadIcon },
      { to: paths.portal.activity, label: 'Activity', icon: ClockIcon },
      { to: paths.portal.reminders, label: 'Reminders', icon: CalendarIcon },
      { to: paths.portal.scorecardSettings, label: SCORECARD_SETTINGS_TEXTS.nav, icon: CheckCircleIcon },
      { to: paths.portal.referralFigures, label: 'Referral figures', icon: TrendingUpIcon },
      { to: paths.portal.adminScorecards, label: SCORECARD_TEXTS.nav, icon: CheckCircleIcon },
      { to: paths.portal.newsletters, label: NEWSLETTER_SCREEN_TEXTS.nav, icon: MailIcon },
    ],
  },
  {
    heading: 'Finance',
    adminOnly: true,
    items: [
      { to: paths.portal.invoices, label: 'Invoices', icon: ReceiptIcon },
      // `end`: the log below has its own link, so Subscriptions is not also marked current there.
      { to: paths.portal.subscriptions, label: 'Subscriptions', icon: RepeatIcon, end: true },
      { to: paths.portal.subscriptionLogs, label: 'Subscription Logs', icon: ListIcon },
      { to: paths.portal.duesShare, label: 'Dues Share', icon: TrendingUpIcon },
    ],
  },
];

/**
 * A leader's "My chapter" groups, one per chapter they lead, after the main links: the leader's
 * home, the chapter's page, its news and the admins' screens filtered to it. One chapter: headed "My
 * chapter", its page's link named after it; several: each headed by the chapter's name. One group
 * adds ten links and a heading (about 330 px at the desktop's 30 px links), fewer than the
 * Administration and Finance groups (twelve links, two headings) a leader does not see: a leader of
 * one chapter has about 570 px of links, which by that arithmetic fit 800 px beside the logo and a Subscribe block
 * of up to about 200 px (not measured in a browser). When they do not (a leader of several chapters, a
 * taller Subscribe block), the links scroll above the block, as an admin's do at 1280 x 800.
 */
export function myChapterNav(chapters: LedChapter[]): PortalNavGroup[] {
  const texts = MY_CHAPTER_TEXTS;
  const one = chapters.length === 1;
  return chapters.map((chapter) => {
    const params = { chapterId: chapter.id };
    return {
      heading: one ? texts.navHeading : chapter.name,
      items: [
        { to: buildUrl(paths.portal.myChapterHome, { params }), label: texts.nav.home, icon: DashboardIcon, end: true },
        { to: buildUrl(paths.portal.chapter, { params }), label: one ? chapter.name : texts.chapterPage, icon: MapPinIcon, end: true },
        { to: buildUrl(paths.portal.myChapterEvents, { params }), label: texts.nav.events, icon: CalendarIcon },
        { to: buildUrl(paths.portal.myChapterAttendance, { params }), label: texts.nav.attendance, icon: CheckCircleIcon },
        { to: buildUrl(paths.portal.myChapterVisitors, { params }), label: texts.nav.visitors, icon: ContactBookIcon },
        { to: buildUrl(paths.portal.chapterNews, { params }), label: texts.nav.news, icon: MailIcon },
        { to: buildUrl(paths.portal.myChapterMembers, { params }), label: texts.nav.members, icon: UsersIcon },
        { to: buildUrl(paths.portal.myChapterJoinRequests, { params }), label: texts.nav.joinRequests, icon: ShieldIcon },
        { to: buildUrl(paths.portal.chapterReport, { params }), label: texts.nav.meetingReport, icon: BarChartIcon },
        { to: buildUrl(paths.portal.chapterScorecards, { params }), label: SCORECARD_TEXTS.nav, icon: CheckCircleIcon },
        { to: buildUrl(paths.portal.chapterReferrals, { params }), label: texts.nav.referralFigures, icon: TrendingUpIcon },
        { to: buildUrl(paths.portal.myChapterDuesShare, { params }), label: texts.nav.duesShare, icon: ReceiptIcon },
      ],
    };
  });
}
