import { REMINDER_API, type ReminderHours } from '@gro/config';
import useSWR, { mutate } from 'swr';
import { api, quietFetcher } from '@/lib/api-client';

const REMINDERS_KEY = REMINDER_API.show.path;

/** GET /admin/reminders: the hours before an event at which members are reminded. */
export function useReminderHours() {
  return useSWR<ReminderHours>(REMINDERS_KEY, quietFetcher);
}

/** PUT /admin/reminders: saves the hours (success toasts the server's message; field errors stay on the form). */
export async function saveReminderHours(hours: ReminderHours): Promise<ReminderHours> {
  const { data } = await api.put<ReminderHours>(REMINDERS_KEY, hours, { silent: true, notifySuccess: true });
  await mutate(REMINDERS_KEY, data, { revalidate: false });
  return data;
}
