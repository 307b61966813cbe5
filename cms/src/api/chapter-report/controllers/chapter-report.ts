import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MEETING_REPORT_CSV_HEADER, MEETING_REPORT_MESSAGES, PORTAL_MESSAGES, attendanceDateSchema, isMonth, monthOf, type MonthReport, type ReportFigures } from '@gro/config';
import { now } from '../../../platform/db/clock';
import { Figure, csvText, dollars, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { fieldError, validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const chapterIdOf = (ctx: Context): number => {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
};

/** ?month=YYYY-MM (default: this month, UTC's). */
function monthOfQuery(ctx: Context): string {
  const month = ctx.query.month;
  if (month === undefined || month === '') return monthOf(new Date(now()));
  if (typeof month !== 'string') fieldError('month', PORTAL_MESSAGES.parameterRepeated('month'));
  if (!isMonth(month as string)) fieldError('month', MEETING_REPORT_MESSAGES.badMonth);
  return month as string;
}

/** A row of the CSV: a meeting's figures, or the month's. */
const cells = (label: string, date: string, cancelled: string, f: ReportFigures): Cell[] => [
  label, date, cancelled,
  f.attendance.Present, f.attendance.Absent, f.attendance.Late, f.attendance.Medical, f.attendance.Substitute, f.attendance.Unmarked,
  f.visitors.registered, f.visitors.attended, f.visitors.noShow, f.visitors.joined,
  f.referrals.given, f.referrals.received, new Figure(dollars(f.closedBusinessCents)), f.oneToOnes,
];

/** The month report as CSV: one row per meeting, then the month (platform/http/csv: byte order mark, formulas kept as text). */
function monthReportCsv(report: MonthReport): string {
  const rows = report.meetings.map((m) => cells(m.title, m.date, m.cancellation ? m.cancellation.reason : '', m.figures));
  rows.push(cells(`${report.chapter.name}, ${report.month}`, report.month, '', report.figures));
  return csvText(MEETING_REPORT_CSV_HEADER, rows);
}

/** GET /chapter/{id}/report (?month= or ?event=&date=) and /report.csv (?month=): routes/01-chapter-report-custom.ts says who. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const reports = () => apiService(strapi, 'api::chapter-report.chapter-report');
  return {
    async find(ctx: Context) {
      const chapterId = chapterIdOf(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      const { event, date, month } = ctx.query;
      if (event !== undefined || date !== undefined) {
        if (month !== undefined) throw badRequest(MEETING_REPORT_MESSAGES.monthOrMeeting);
        const eventId = typeof event === 'string' ? parseId(event) : null;
        if (eventId === null) fieldError('event', MEETING_REPORT_MESSAGES.monthOrMeeting);
        const day = (await validateBody<{ date: string }>(attendanceDateSchema, { date })).date;
        ctx.body = ok(await reports().meeting(chapterId, eventId, day));
        return;
      }
      ctx.body = ok(await reports().month(chapterId, monthOfQuery(ctx)));
    },

    /** The month as a spreadsheet download: the CSV itself, not the JSON envelope. */
    async csv(ctx: Context) {
      const report = await reports().month(chapterIdOf(ctx), monthOfQuery(ctx));
      ctx.set('Content-Disposition', `attachment; filename="meeting-report-${report.chapter.id}-${report.month}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = monthReportCsv(report);
    },
  };
};
