import { MEETING_REPORT_SCAN_MINUTES } from '@gro/config';
import { registerJob } from '../../jobs';
import { emailMeetingReports } from './domain/email';

declare module '../../jobs/registry' {
  interface JobPayloads {
    /** Emails each chapter's leaders the report of yesterday's meetings, once, every MEETING_REPORT_SCAN_MINUTES. */
    'chapter-report.email': Record<string, never>;
  }
}

registerJob('chapter-report.email', { run: emailMeetingReports, everyMs: MEETING_REPORT_SCAN_MINUTES * 60 * 1000 });
