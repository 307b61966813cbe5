import { INBOX_API, type InboxPage } from '@gro/config';
import useSWRInfinite from 'swr/infinite';
import { api, quietFetcher } from '@/lib/api-client';

/** How often the bell asks for new notifications while the page is open (and at once when the tab comes back). */
const INBOX_REFRESH_MS = 60_000;

const pageKey = (index: number, previous: InboxPage | null): string | null => {
  if (index === 0) return INBOX_API.page.path;
  const last = previous?.more ? previous.items.at(-1) : undefined;
  return last ? `${INBOX_API.page.path}?before=${last.id}` : null;
};

/** GET /account/inbox, page after page ('Show older' asks for the next); the first page is refreshed in the background. */
export function useInbox() {
  return useSWRInfinite<InboxPage>(pageKey, quietFetcher, { refreshInterval: INBOX_REFRESH_MS, revalidateFirstPage: true, revalidateOnFocus: true });
}

/** POST /account/inbox/read: these notifications (or all) read; answers how many stay unread. */
export async function markInboxRead(target: number[] | 'all'): Promise<number> {
  const { data } = await api.post<{ unread: number }>(INBOX_API.read.path, target === 'all' ? { all: true } : { ids: target }, { silent: true });
  return data.unread;
}
