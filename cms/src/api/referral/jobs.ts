import { REFERRAL_REMINDER_SCAN_MINUTES } from '@gro/config';
import { registerJob } from '../../jobs';
import { remindStaleReferrals } from './domain/remind';

declare module '../../jobs/registry' {
  interface JobPayloads {
    /** Reminds the receivers of referrals left untouched for REFERRAL_STALE_DAYS days, once each, every REFERRAL_REMINDER_SCAN_MINUTES. */
    'referrals.remind': Record<string, never>;
  }
}

registerJob('referrals.remind', { run: remindStaleReferrals, everyMs: REFERRAL_REMINDER_SCAN_MINUTES * 60 * 1000 });
