import type { PendingJoinRequest } from '../api/review-join-requests';

/** 'Marcus Bell': the member who asked. */
export const memberName = ({ user }: Pick<PendingJoinRequest, 'user'>) => `${user.firstname} ${user.lastname}`.trim() || user.email;
