/** Texts of the chapter and events screens and forms (spec §2, §5, §8). */

export const CHAPTER_SCREEN_TEXTS = {
  list: {
    documentTitle: 'Chapters',
    description:
      'Find a GRO chapter near you: local groups of business owners and professionals who meet every week to share referrals and grow together.',
    /** The hero, 'Local roots, global impact. Explore chapters.', in two parts so the second can be accented. */
    hero: { title: 'Local roots, global impact.', accent: 'Explore chapters.' },
    lead: 'Every chapter is a group of local business owners and professionals who meet each week to trade referrals, ideas and introductions.',
    loading: 'Loading chapters...',
    loadFailed: 'Failed to load chapters.',
    empty: 'No chapters found.',
    emptyHint: 'There is no active chapter yet. Why not start one in your city?',
    startChapter: 'Start a Chapter',
  },
  detail: {
    /** The meta description of a chapter without a description of its own. */
    description: (name: string, place: string): string =>
      `${name} is a GRO chapter${place ? ` in ${place}` : ''}: meet local business owners and professionals every week.`,
    loading: 'Loading chapter...',
    about: 'About',
    location: 'Location',
    mapLabel: (name: string): string => `Map showing where ${name} meets`,
    mapUnavailable: 'The map could not be loaded.',
    meetingInfo: 'Meeting Info',
    day: 'Day',
    time: 'Time',
    venue: 'Venue',
    address: 'Address',
    email: 'Email',
    copyAddress: 'Copy address',
    copied: 'Copied!',
    copyFailed: 'Copy failed',
    openInMaps: 'Open in Maps',
    upcomingEvents: 'Upcoming Events',
    /** Under the chapter's next few events, to the events page filtered to the chapter. */
    allEvents: (count: number): string => `See all ${count} events`,
    members: (count: number): string => `${count} ${count === 1 ? 'member' : 'members'}`,
    joinTitle: (name: string): string => `Grow with ${name}`,
    joinText: 'Become a member to meet this chapter every week, join the member directory and start trading referrals.',
    join: (name: string): string => `Join ${name}`,
    /** The call to join as a signed-in member of this chapter sees it: a way to the portal instead. */
    memberTitle: 'You are a member of this chapter',
    memberText: 'Its events, your RSVPs and the member directory are in the portal.',
    memberAction: 'Go to your dashboard',
    /** … and as a signed-in member of another chapter (or an account without one) sees it. */
    otherTitle: (name: string): string => `Meet ${name}`,
    otherText: (name: string, own: string | null): string =>
      `${own ? `You are a member of ${own}. ` : ''}See when ${name} meets and who its members are in the portal.`,
    otherAction: (name: string): string => `Open ${name} in the portal`,
    backToChapters: 'Back to Chapters',
  },
} as const;

/**
 * The links to a chapter page's guest form (its Meeting Info, an event's page). Here, with the
 * pages that show them, rather than in VISITOR_TEXTS: those pages then load none of the form's copy.
 */
export const GUEST_VISIT_TEXTS = {
  link: 'Visit as a guest',
} as const;

export const EVENT_SCREEN_TEXTS = {
  documentTitle: 'Events',
  description:
    'Upcoming GRO chapter meetings and special events: weekly networking, socials and workshops, in person, virtual and hybrid.',
  lead: 'Chapter meetings and special events, in person, virtual and hybrid.',
  chapterFilter: 'Chapter',
  loading: 'Loading events...',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  mapAlt: (place: string): string => `Map of ${place}`,
  /** An event card's map opens on demand (the event's own page shows it at once). */
  showMap: 'Show map',
  hideMap: 'Hide map',
  mapUnavailable: 'The map could not be loaded.',
  /** The chapter line of an event that belongs to no chapter (it is open to every chapter). */
  noChapter: 'Open to all chapters',
  /** Beside the day of a one-time event that has taken place. */
  past: 'Past',
} as const;

/** An event's own page, /events/{id}. */
export const EVENT_PAGE_TEXTS = {
  loading: 'Loading event...',
  backToEvents: 'All events',
  when: 'When',
  where: 'Where',
  about: 'About this event',
  chapter: 'Chapter',
  addToCalendar: 'Add to calendar',
  upcomingDates: 'Upcoming dates',
  /** Under 'Every Tuesday': the meeting's next date. */
  nextDate: (day: string): string => `Next: ${day}`,
  /** A date of a recurring meeting its chapter's leaders cancelled. */
  cancelledDate: (reason: string): string => `Cancelled: ${reason}`,
  /** A one-time event whose day has gone. */
  past: 'This event has taken place.',
  /** Beside the times when the event's time zone is not the visitor's: 'Times in Eastern Standard Time' (the zone's id when it has no name). */
  timesIn: (zoneName: string): string => `Times in ${zoneName}`,
  /** The meta description of an event without one of its own. */
  description: (title: string, where: string): string => (where ? `${title}: a GRO event in ${where}.` : `${title}: a GRO event.`),
} as const;

/** Events page (spec §2, §8). */
export const EVENT_TEXTS = {
  loadFailed: 'Failed to load events.',
  empty: 'No events found.',
  allChapters: 'All Chapters',
  recurringBadge: 'Recurring Event',
  specialBadge: 'Special Event',
} as const;
export const everyDay = (dayOfWeek: string): string => `Every ${dayOfWeek}`;

/** The event form's hint under the chapter select (spec §5). */
export const CHAPTER_OPTIONAL_HINT = 'Chapter is optional for one-time events';
