import { ATTENDEE_CSV_HEADER, RSVP_STATUS_LABELS, type AttendeeList } from '@gro/config';
import { csvText } from '../../../platform/http/csv';

/** The attendee list as CSV (platform/http/csv: a byte order mark, RFC 4180 line ends, text a spreadsheet would run as a formula kept as text). */
export function attendeesCsv(list: AttendeeList): string {
  const rows = list.attendees.map((a) => [
    a.firstname,
    a.lastname,
    a.email ?? '',
    a.phoneNumber ?? '',
    a.company ?? '',
    RSVP_STATUS_LABELS[a.status],
    a.waitlistPosition === null ? '' : String(a.waitlistPosition),
    a.updatedAt,
  ]);
  return csvText(ATTENDEE_CSV_HEADER, rows);
}
