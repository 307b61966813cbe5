import { INBOX_API, INBOX_STREAM, type InboxPage } from '@gro/config';
import { useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { api, quietFetcher } from '@/lib/api-client';
import { followEventStream } from '@/lib/event-stream';

/** How often the bell asks for new notifications while its live stream is down (and at once when the tab comes back). */
const INBOX_REFRESH_MS = 60_000;

const pageKey = (index: number, previous: InboxPage | null): string | null => {
  if (index === 0) return INBOX_API.page.path;
  const last = previous?.more ? previous.items.at(-1) : undefined;
  return last ? `${INBOX_API.page.path}?before=${last.id}` : null;
};

/**
 * GET /account/inbox, page after page ('Show older' asks for the next), read again whenever the
 * live stream (GET /account/inbox/stream) says the notifications changed; every minute instead
 * while the stream is down, and after it comes back (what it missed meanwhile).
 */
export function useInbox() {
  const [live, setLive] = useState(false);
  const inbox = useSWRInfinite<InboxPage>(pageKey, quietFetcher, { refreshInterval: live ? 0 : INBOX_REFRESH_MS, revalidateFirstPage: true, revalidateOnFocus: true });
  // Stable while the key is (SWR memoises it): the stream is opened once per mounted bell.
  const { mutate } = inbox;

  useEffect(() => {
    let opened = false;
    return followEventStream(INBOX_API.stream.path, {
      onEvent: (name) => {
        if (name === INBOX_STREAM.changedEvent) void mutate();
      },
      onLive: (now) => {
        setLive(now);
        if (now && opened) void mutate();
        opened ||= now;
      },
    });
  }, [mutate]);

  return inbox;
}

/** POST /account/inbox/read: these notifications (or all) read; answers how many stay unread. */
export async function markInboxRead(target: number[] | 'all'): Promise<number> {
  const { data } = await api.post<{ unread: number }>(INBOX_API.read.path, target === 'all' ? { all: true } : { ids: target }, { silent: true });
  return data.unread;
}
