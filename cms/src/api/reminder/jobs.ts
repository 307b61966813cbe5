import { REMINDER_SCAN_EVERY_MINUTES } from '@gro/config';
import { registerJob } from '../../jobs';
import { scanReminders } from './domain/scan';

declare module '../../jobs/registry' {
  interface JobPayloads {
    /** Queues the reminders due now, every REMINDER_SCAN_EVERY_MINUTES. */
    'reminders.scan': Record<string, never>;
  }
}

registerJob('reminders.scan', { run: scanReminders, everyMs: REMINDER_SCAN_EVERY_MINUTES * 60 * 1000 });
