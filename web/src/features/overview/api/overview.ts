import { OVERVIEW_API, type AdminOverview } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';

const OVERVIEW_PATH = OVERVIEW_API.find.path;

/**
 * GET /overview (admins). The server keeps the figures a minute; refresh() asks it to read them
 * anew (`?fresh=1`) and shows that answer.
 */
export function useOverview() {
  const swr = useSWR<AdminOverview>(OVERVIEW_PATH, quietFetcher, { revalidateOnFocus: false });
  const refresh = () => swr.mutate(api.get<AdminOverview>(`${OVERVIEW_PATH}?fresh=1`, { silent: true }).then((result) => result.data), { revalidate: false });
  return { ...swr, refresh };
}
