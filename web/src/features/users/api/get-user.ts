import { USER_API, type MemberDetail } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const userKey = (userId: string) => buildUrl(USER_API.findOne.path, { params: { id: userId } });

/** GET /user/{id}: one member's profile; a 404 is shown as 'Member not found.', not a toast. */
export function useUser(userId: string | undefined) {
  return useSWR<MemberDetail>(userId ? userKey(userId) : null, quietFetcher);
}
