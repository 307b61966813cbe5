import { ATTENDANCE_API, type CancelMeetingRequest, type CancelMeetingResult } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** POST /event/{id}/cancellation (the chapter's leaders, admins): the occurrence is cancelled and everyone expected told; the server's message is the toast. */
export const cancelMeeting = (eventId: number, input: CancelMeetingRequest) =>
  api.post<CancelMeetingResult>(buildUrl(ATTENDANCE_API.cancel.path, { params: { id: eventId } }), input, { notifySuccess: true });
