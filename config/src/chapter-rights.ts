/**
 * A module of its own (roles.ts holds the rest): the rights' words are read only by the screens that
 * list them (the leadership section), so a bundler leaves them out of the public pages' JavaScript,
 * which imports roles.ts for other names.
 */
/** What a chapter's leaders may do for that chapter, checked by global::is-chapter-leader. */
export const CHAPTER_RIGHTS = {
  editChapter: { label: 'Edit the chapter', description: 'Its meeting day, times, place, description and contact (not its name, address on the site or whether it is active).' },
  manageEvents: { label: 'Run its events', description: 'Add events to the chapter and edit them.' },
  manageVisitors: { label: 'Manage its visitors', description: 'See the guests registered for its meetings, follow them up and invite them to join.' },
  takeAttendance: { label: 'Take attendance', description: 'Mark who was present, absent, late, medical or sent a substitute at its meetings, show the check-in code at the door, and cancel a meeting (a holiday), telling its members.' },
  seeRsvps: { label: 'See its RSVPs', description: "See who is going to the chapter's events, and export the list." },
  reviewJoinRequests: { label: 'Review join requests', description: 'Approve or reject the requests to join a company made by members of the chapter.' },
  seeMembers: { label: 'See its members', description: "The chapter's members with their status, including those hidden from the directory." },
  seeReferralFigures: { label: 'See its figures', description: "The chapter's referral figures and meeting reports (its members see them too): counts and totals, never a referral's contact." },
  seeDuesShare: { label: 'See its dues share', description: "The dues its members paid per month and the chapter's share." },
  sendNews: { label: 'Send chapter news', description: "Write news to the chapter's members (a few a week), test it, send or schedule it, and see how its delivery went." },
} as const;

export type ChapterRight = keyof typeof CHAPTER_RIGHTS;
export const CHAPTER_RIGHT_NAMES = Object.keys(CHAPTER_RIGHTS) as ChapterRight[];

