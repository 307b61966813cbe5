import { registerJob } from '../../jobs';
import type { NoticeService } from './services/notice';

declare module '../../jobs/registry' {
  interface JobPayloads {
    /** Mails the notice of a member's join request, after ABUSE_DELAYS.joinRequestNotice; nothing if it is no longer pending. */
    'joinRequests.notice': { joinRequestId: number };
  }
}

registerJob('joinRequests.notice', {
  run: (strapi, { joinRequestId }) => (strapi.service('api::join-request.notice') as NoticeService).notify(joinRequestId),
});
