import { registerJob } from '../jobs';
import { pruneExpired } from './prune';

declare module '../jobs/registry' {
  interface JobPayloads {
    /** The daily clean-up of expired sessions, tokens, links and old jobs. */
    'auth.prune': Record<string, never>;
  }
}

registerJob('auth.prune', { run: pruneExpired, everyMs: 24 * 60 * 60 * 1000 });
