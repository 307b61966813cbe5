/** The chapter page's "Visit as a guest" section (its form is loaded when there is a meeting to register for). */
export { GuestVisit } from './components/guest-visit';
/** 'Visit as a guest': a link to that section, from the chapter page's side column or an event's page. */
export { GuestVisitLink } from './components/guest-visit-link';
/** Under an event page's link: which meeting guests register for, when it is another one. */
export { GuestMeetingNote } from './components/guest-meeting-note';
