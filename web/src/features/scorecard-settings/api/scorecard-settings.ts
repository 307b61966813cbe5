import { SCORECARD_API, type ScorecardSettings } from '@gro/config';
import useSWR, { mutate } from 'swr';
import { api, quietFetcher } from '@/lib/api-client';

const SETTINGS_KEY = SCORECARD_API.show.path;

/** GET /admin/scorecard-settings: the scorecards' window, thresholds, attendance policy and report email. */
export function useScorecardSettings() {
  return useSWR<ScorecardSettings>(SETTINGS_KEY, quietFetcher);
}

/** PUT /admin/scorecard-settings: saves the whole settings (success toasts the server's message; field errors stay on the form). */
export async function saveScorecardSettings(settings: ScorecardSettings): Promise<ScorecardSettings> {
  const { data } = await api.put<ScorecardSettings>(SCORECARD_API.update.path, settings, { silent: true, notifySuccess: true });
  await mutate(SETTINGS_KEY, data, { revalidate: false });
  return data;
}
