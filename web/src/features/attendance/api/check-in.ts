import { ATTENDANCE_API, type CheckInRequest, type CheckInResult } from '@gro/config';
import { api } from '@/lib/api-client';

/** POST /check-in: the signed-in member at the door; quiet: the page shows the answer or the refusal. */
export const checkIn = (input: CheckInRequest) => api.post<CheckInResult>(ATTENDANCE_API.checkIn.path, input, { silent: true });
