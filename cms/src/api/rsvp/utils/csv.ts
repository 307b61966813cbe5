import { stringify } from 'csv-stringify/sync';
import { ATTENDEE_CSV_HEADER, RSVP_STATUS_LABELS, type AttendeeList } from '@gro/config';
import { spreadsheetText } from '../../finance/utils/csv';

/** The attendee list as CSV (RFC 4180 line ends, a byte order mark): text a spreadsheet would run as a formula starts with an apostrophe. */
export function attendeesCsv(list: AttendeeList): string {
  const rows = list.attendees.map((a) => [
    spreadsheetText(a.firstname),
    spreadsheetText(a.lastname),
    spreadsheetText(a.email),
    spreadsheetText(a.phoneNumber ?? ''),
    spreadsheetText(a.company ?? ''),
    RSVP_STATUS_LABELS[a.status],
    a.waitlistPosition === null ? '' : String(a.waitlistPosition),
    a.updatedAt,
  ]);
  return stringify([[...ATTENDEE_CSV_HEADER], ...rows], { bom: true, record_delimiter: 'windows' });
}
