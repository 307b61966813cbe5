import { ACCOUNT_API, type AccountSetting, type AccountSettingUpdate } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';

const ACCOUNT_SETTINGS_KEY = ACCOUNT_API.findSettings.path;

/** GET /account/setting: one row per setting with its Email and SMS values. */
export function useAccountSettings() {
  return useSWR<AccountSetting[]>(ACCOUNT_SETTINGS_KEY, quietFetcher);
}

/** PUT /account/setting: one toggle; success and failure both toast. */
export const updateAccountSetting = (update: AccountSettingUpdate) =>
  api.put<AccountSetting | null>(ACCOUNT_SETTINGS_KEY, update, { notifySuccess: true });
