import { registerJob } from '../../jobs';
import { apiService } from '../services';

declare module '../../jobs/registry' {
  interface JobPayloads {
    /** Mails the notice of a member's join request, after ABUSE_DELAYS.joinRequestNotice; nothing if it is no longer pending. */
    'joinRequests.notice': { joinRequestId: number };
  }
}

registerJob('joinRequests.notice', {
  run: (strapi, { joinRequestId }) => apiService(strapi, 'api::join-request.notice').notify(joinRequestId),
});
