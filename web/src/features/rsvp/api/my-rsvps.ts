import { RSVP_API, type MyRsvp } from '@gro/config';
import useSWR, { useSWRConfig } from 'swr';
import { quietFetcher } from '@/lib/api-client';

const MY_RSVPS_KEY = RSVP_API.mine.path;

/** GET /rsvp/mine: the member's answers for occurrences that have not started, the soonest first. */
export function useMyRsvps(enabled = true) {
  return useSWR<MyRsvp[]>(enabled ? MY_RSVPS_KEY : null, quietFetcher);
}

/** Reads the member's answers again (after one changed), in the SWR cache the caller renders in. */
export function useRefreshMyRsvps(): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate(MY_RSVPS_KEY);
}

/** The member's soonest answer for the event, if any: what its row and card show. */
export function answerFor(answers: MyRsvp[] | undefined, eventId: number): MyRsvp | undefined {
  return answers?.find((answer) => answer.eventId === eventId);
}
