import { ATTENDANCE_API, type CheckInRequest, type OnlineCheckInRequest, type CheckInResult, type VisitorCheckInRequest, type VisitorCheckInResult } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /check-in: the signed-in member at the door; quiet: the page shows the answer or the refusal. */
export const checkIn = (input: CheckInRequest) => api.post<CheckInResult>(ATTENDANCE_API.checkIn.path, input, { silent: true });

/** POST /check-in/visitor: a registered guest at the door, by the email they registered with; quiet as well. */
export const checkInVisitor = (input: VisitorCheckInRequest) => api.post<VisitorCheckInResult>(ATTENDANCE_API.checkInVisitor.path, input, { silent: true });

/** POST /check-in/online: the member at an online or hybrid meeting, from the dashboard; the server's message is shown as a toast. */
export const checkInOnline = (input: OnlineCheckInRequest) => api.post<CheckInResult>(ATTENDANCE_API.checkInOnline.path, input, { notifySuccess: true });
