import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, formatCents, type MeetingReport } from '@gro/config';
import { layout } from '../../notifications/layout';
import { occurrenceWhen } from '../../platform/calendar/occurrences';
import { escapeHtml } from '../../platform/http/html';
import { siteUrl } from '../../platform/http/site-url';
import type { Mail } from '../../providers/email';

/** The report's figures as label and value rows, in the order the report screen shows them. */
function rowsOf(report: MeetingReport): [string, string][] {
  const f = report.meeting.figures;
  return [
    ...ATTENDANCE_STATUSES.map((s): [string, string] => [ATTENDANCE_LABELS[s], String(f.attendance[s])]),
    ['Not marked', String(f.attendance.Unmarked)],
    ['Visitors', `${f.visitors.attended} of ${f.visitors.registered} registered came · ${f.visitors.joined} joined`],
    ['Referrals given', String(f.referrals.given)],
    ['Referrals received', String(f.referrals.received)],
    ['Closed business', formatCents(f.closedBusinessCents)],
    ['One-to-ones', String(f.oneToOnes)],
  ];
}

/**
 * The morning-after email to a chapter's leader: the meeting's figures (PALMS, visitors, referrals,
 * closed business and one-to-ones since the previous meeting), who of its guests joined, and the
 * report's page. The caller adds the unsubscribe link of the 'meeting-reports' setting.
 */
export function meetingReportEmail(to: { email: string; firstname?: string | null }, report: MeetingReport): Mail {
  const { meeting, chapter } = report;
  const when = occurrenceWhen(new Date(meeting.start), report.timeZone);
  const rows = rowsOf(report);
  const joined = report.joined.map((j) => [`${j.firstname} ${j.lastname}`, j.company].filter(Boolean).join(', '));
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), ...(joined.length ? ['', `Joined GRO since: ${joined.join('; ')}`] : [])].join('\n');
  const html = `<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 0;border-top:1px solid #e5e7eb;color:#4b5563">${escapeHtml(label)}</td><td style="padding:6px 0;border-top:1px solid #e5e7eb;text-align:right;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>${joined.length ? `<p style="margin:0 0 12px">Joined GRO since: ${escapeHtml(joined.join('; '))}</p>` : ''}`;
  return {
    to: to.email,
    subject: `Meeting report: ${meeting.title}, ${when}`,
    ...layout({
      heading: `The report of ${meeting.title}`,
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `Here is how ${chapter.name}'s meeting on ${when} went, counted from what was recorded. Referrals, closed business and one-to-ones are those since the chapter's previous meeting.`,
      ],
      rich: { text, html },
      action: { label: 'Open the meeting report', url: siteUrl(`/portal/chapter/${chapter.id}/report?event=${meeting.eventId}&date=${meeting.date}`) },
    }),
  };
}
