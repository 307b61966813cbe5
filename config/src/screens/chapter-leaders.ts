/** The chapter leaders' sections of the user drawer and the chapter drawer. */
export const CHAPTER_LEADER_TEXTS = {
  userHeading: 'Leader of chapters',
  userIntro: 'The chapters this member leads. Each change is recorded in the activity log.',
  userEmpty: 'This member leads no chapter.',
  chapterHeading: 'Chapter leaders',
  chapterIntro: 'The members who lead this chapter. Each change is recorded in the activity log.',
  chapterEmpty: 'This chapter has no leader yet.',
  /** Opens the list of what the role gives (CHAPTER_RIGHTS), under the section's intro. */
  rightsSummary: (role: string) => `What a ${role.toLowerCase()} may do for their chapter`,
  loading: 'Loading the chapter leaders...',
  loadFailed: 'The chapter leaders could not be loaded.',
  chapterLabel: 'Add a chapter to lead',
  memberLabel: 'Member to make a leader',
  memberHint: 'An Active member who belongs to a company.',
  grant: 'Make leader',
  granting: 'Saving...',
  since: (date: string) => `Leader since ${date}`,
  remove: 'Remove',
  removeLabel: (member: string, chapter: string) => `Remove ${member} as leader of ${chapter}`,
  removeTitle: 'Remove this chapter leader?',
  removeQuestion: (member: string, chapter: string) => `Are you sure you want to remove ${member} as leader of ${chapter}?`,
  removeDetail: 'They keep their membership and lose the chapter leader rights at once.',
  removeConfirm: 'Remove leader',
  removing: 'Removing...',
  keep: 'Keep',
} as const;

/** Names the chapter a scoped screen shows, when the page knows it (a leader's own chapters). */
const ofChapter = (screen: string, fallback: string) => (chapter?: string) => (chapter ? `${screen} of ${chapter}` : fallback);

/**
 * A leader's "My chapter": the sidebar group per chapter they lead, and the admins'
 * screens filtered to that chapter.
 */
export const MY_CHAPTER_TEXTS = {
  navHeading: 'My chapter',
  /** The link to the chapter's page when the group is headed by the chapter's name (a leader of several). */
  chapterPage: 'Chapter page',
  nav: {
    home: 'Home',
    events: 'Chapter events',
    attendance: 'Attendance',
    visitors: 'Visitors',
    news: 'News',
    members: 'Members',
    joinRequests: 'Join requests',
    referralFigures: 'Referral figures',
    meetingReport: 'Meeting report',
    duesShare: 'Dues share',
  },
  eventsTitle: ofChapter('Events', 'Chapter events'),
  eventsCaption: "The chapter's events",
  /** Under the event form's chapter on a "My chapter" screen, where it cannot change. */
  eventChapterFixed: 'An event added here belongs to this chapter.',
  /** Under a leader's chapter select when they edit an event: the chapters they lead. */
  eventChapterLed: 'One of the chapters you lead.',
  /** The leader's home (/portal/my-chapter/{id}) and the list of the chapters they lead (/portal/my-chapter). */
  home: {
    title: (chapter?: string) => chapter ?? 'My chapter',
    description: 'What needs your attention now.',
    loading: 'Loading your chapter…',
    loadFailed: 'Your chapter’s home could not be loaded.',
    listTitle: 'My chapters',
    listDescription: 'The chapters you lead. Open one to see what needs your attention.',
    noneTitle: 'You lead no chapter',
    noneHint: 'An admin makes members chapter leaders from the chapter’s page.',
    allChapters: 'See all chapters',
    meetingTitle: 'Next meeting',
    underWay: 'Under way',
    noMeeting: 'No meeting in the next five weeks',
    noMeetingHint: 'Add the chapter’s weekly meeting under Chapter events.',
    addEvent: 'Open chapter events',
    startCheckIn: 'Start check-in',
    countsLabel: 'Who is expected',
    openSheet: 'Open the attendance sheet',
    /** The meeting's counts: members expected and what the others said or were marked. */
    expected: (n: number) => `${n} expected`,
    away: (label: string, n: number) => `${n} ${label}`,
    visitorsRegistered: (n: number) => `${n} ${n === 1 ? 'visitor' : 'visitors'} registered`,
    visitorsTitle: 'Visitors to follow up',
    visitorsEmpty: 'No visitor waits to be followed up.',
    visitorsAction: 'Open visitors',
    visitorCame: (date: string) => `Came ${date}`,
    joinRequestsTitle: 'Join requests',
    joinRequestsEmpty: 'No request waits for review.',
    joinRequestsAction: 'Review join requests',
    wantsToJoin: (company: string) => `wants to join ${company}`,
    companiesTitle: 'New companies',
    companiesEmpty: 'No company waits for review.',
    companiesAction: 'Review companies',
    createdBy: (name: string) => `Created by ${name}`,
    referralsTitle: 'Referrals left untouched',
    referralsLead: (days: number) => `Open referrals nobody updated for ${days} days or more.`,
    referralsEmpty: 'Every referral was followed up recently.',
    referralsAction: 'Open referral figures',
    untouched: (n: number) => `${n} ${n === 1 ? 'referral' : 'referrals'}`,
    more: (n: number) => `and ${n} more`,
  },
  visitorsTitle: ofChapter('Visitors', 'Chapter visitors'),
  visitorsDescription: 'Guests who registered for the chapter’s meetings: follow them up after their visit and invite them to join.',
  membersTitle: ofChapter('Members', 'Chapter members'),
  membersCaption: "The chapter's members",
  membersLoadFailed: "The chapter's members could not be loaded.",
  joinRequestsTitle: ofChapter('Join requests', 'Chapter join requests'),
  joinRequestsCaption: "Pending requests of the chapter's members",
  duesShareTitle: ofChapter('Dues share', 'Chapter dues share'),
  duesShareDescription: (percent: number): string =>
    `Dues paid by the chapter's members per month, and the chapter's ${percent}% share. A payment counts for the chapter that was the member's home chapter when they paid; refunds subtract in the month refunded.`,
  duesShareCsvFilename: (chapterId: number, from: string, to: string): string => `dues-share-chapter-${chapterId}-${from}-${to}.csv`,
} as const;
