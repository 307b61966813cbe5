/**
 * Who sees a member's email address and phone number: each member chooses one of
 * CONTACT_VISIBILITIES in My Account. Admins always see them; so do the leaders of the member's
 * home chapter and the member themself. Where the viewer may not see them, a member's answer carries
 * `email: null`, `phoneNumber: null`, `phoneExt: null` and `contactHidden: true`, and the portal
 * offers a Contact button that sends a message through GRO instead.
 */
export const CONTACT_VISIBILITIES = [
  /** Every member who reads member data (the default, and what accounts made before the setting have). */
  'organisation',
  /** Members whose home chapter is the member's own. */
  'chapter',
  /** Nobody besides admins and the leaders of the member's chapter. */
  'nobody',
] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
export const DEFAULT_CONTACT_VISIBILITY: ContactVisibility = 'organisation';

/** The stored value as the rule reads it: anything else (null on older accounts) is the default. */
export function contactVisibilityOf(stored: unknown): ContactVisibility {
  return (CONTACT_VISIBILITIES as readonly unknown[]).includes(stored) ? (stored as ContactVisibility) : DEFAULT_CONTACT_VISIBILITY;
}

/** Who asks: admin or not, their id, their home chapter and the chapters they lead. */
export interface ContactViewer {
  admin: boolean;
  id: number;
  chapterId: number | null;
  leads: readonly number[];
}

/** Whose address is asked about: their id, home chapter and setting (as stored). */
interface ContactOwner {
  id: number;
  chapterId: number | null;
  contactVisibility: unknown;
}

/** Whether `viewer` sees the email address and phone number of `owner`. */
export function seesContact(viewer: ContactViewer, owner: ContactOwner): boolean {
  if (viewer.admin || viewer.id === owner.id) return true;
  if (owner.chapterId !== null && viewer.leads.includes(owner.chapterId)) return true;
  const visibility = contactVisibilityOf(owner.contactVisibility);
  if (visibility === 'organisation') return true;
  return visibility === 'chapter' && owner.chapterId !== null && viewer.chapterId === owner.chapterId;
}

/** The longest message of POST /user/{id}/contact. */
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;

/** The server's texts of the setting and of a member's message. */
export const CONTACT_MESSAGES = {
  visibilitySaved: { title: 'Contact details setting saved' },
  visibilitySavedText: {
    organisation: 'Members of the organisation see your email and phone.',
    chapter: 'Only members of your chapter see your email and phone.',
    nobody: 'Members no longer see your email and phone; they can still send you a message.',
  } satisfies Record<ContactVisibility, string>,
  sentTitle: 'Message sent',
  sent: (name: string): string => `Message sent to ${name}.`,
  /** 400: a member writing to themself. */
  notToYourself: 'You cannot send a message to yourself.',
} as const;
