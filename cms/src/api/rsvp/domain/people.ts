import { RSVP_ATTENDEES_SHOWN, seesContact, type Attendee, type ContactViewer, type RsvpMember, type RsvpStatus } from '@gro/config';
import type { Db, Occurrence } from './seats';
import { USER_CHAPTER, USER_COMPANY, mediaJoin } from '../../../platform/db/links';

const companyLink = USER_COMPANY.as('ucl');
const chapterLink = USER_CHAPTER.as('uchl');

const USER_UID = 'plugin::users-permissions.user';
type Nullable<T> = { [K in keyof T]: T[K] | null };
type PublicRow = { id: number } & Nullable<{ firstname: string; lastname: string; company_id: number; company_name: string; avatar_url: string; avatar_width: number; avatar_height: number }>;
type AttendeeRow = { id: number; email: string; status: RsvpStatus; updated_at: string | Date } & Nullable<{ firstname: string; lastname: string; phone_number: string; company_name: string; chapter_id: number; contact_visibility: string }>;

const STATUS_ORDER = `CASE r.status WHEN 'Going' THEN 0 WHEN 'Waitlisted' THEN 1 ELSE 2 END`;

/** RSVPs of the occurrence joined to their members and companies. */
function withMembers(db: Db, { eventId, date }: Occurrence) {
  return db('rsvps as r')
    .join('up_users as u', 'u.id', 'r.user_id')
    .leftJoin(companyLink.table, companyLink.owner, 'u.id')
    .leftJoin('companies as co', 'co.id', companyLink.target)
    .where({ 'r.event_id': eventId, 'r.occurrence_date': date });
}

/**
 * Who is going, the earliest first: the directory's public fields of Active members (name,
 * company, avatar), never contact details or status; at most RSVP_ATTENDEES_SHOWN.
 */
export async function goingMembers(db: Db, occurrence: Occurrence): Promise<RsvpMember[]> {
  const avatar = mediaJoin(db, { as: 'frm', rowId: 'u.id', uid: USER_UID, field: 'avatar' });
  const rows = await withMembers(db, occurrence)
    .leftJoin(avatar.table, avatar.on)
    .leftJoin('files as f', 'f.id', avatar.file)
    .where({ 'r.status': 'Going', 'u.status': 'Active' })
    // A member hidden from the directory still takes a seat (the count) but is not named to other members.
    .whereRaw('u.directory_hidden IS NOT TRUE')
    .orderBy([{ column: 'r.queued_at', order: 'asc' }, { column: 'r.id', order: 'asc' }])
    .limit(RSVP_ATTENDEES_SHOWN)
    .select('u.id', 'u.firstname', 'u.lastname', 'co.id as company_id', 'co.name as company_name', 'f.url as avatar_url', 'f.width as avatar_width', 'f.height as avatar_height');
  return (rows as PublicRow[]).map((row) => ({
    id: Number(row.id),
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    fullname: [row.firstname, row.lastname].filter(Boolean).join(' '),
    avatar: row.avatar_url ? { url: row.avatar_url, width: row.avatar_width ?? null, height: row.avatar_height ?? null } : null,
    company: row.company_id ? { id: Number(row.company_id), name: row.company_name ?? '' } : null,
  }));
}

/**
 * Every answer for the occurrence, for the admins and the event's chapter's leaders: Going, then
 * the waitlist in order, then Not going; email and phone where `viewer` sees them (contact
 * visibility: a leader of another chapter's event does not see those of a member who keeps them
 * to their own chapter).
 */
export async function attendeesOf(db: Db, occurrence: Occurrence, viewer: ContactViewer): Promise<Attendee[]> {
  const rows = await withMembers(db, occurrence)
    .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
    .orderByRaw(STATUS_ORDER)
    .orderBy([{ column: 'r.queued_at', order: 'asc' }, { column: 'r.id', order: 'asc' }])
    .select('u.id', 'u.firstname', 'u.lastname', 'u.email', 'u.phone_number', 'u.contact_visibility', `${chapterLink.target} as chapter_id`, 'co.name as company_name', 'r.status', 'r.updated_at');
  let position = 0;
  return (rows as AttendeeRow[]).map((row) => {
    const status = row.status;
    if (status === 'Waitlisted') position += 1;
    const sees = seesContact(viewer, { id: Number(row.id), chapterId: row.chapter_id === null ? null : Number(row.chapter_id), contactVisibility: row.contact_visibility });
    return {
      userId: Number(row.id),
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
      email: sees ? row.email : null,
      phoneNumber: sees ? (row.phone_number ?? null) : null,
      ...(sees ? {} : { contactHidden: true }),
      company: row.company_name ?? null,
      status,
      waitlistPosition: status === 'Waitlisted' ? position : null,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}
