import { UNSUBSCRIBE_API, type ApiMessage, type UnsubscribePreview } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /unsubscribe?token=: what the link turns off (a bad token is the caller's to show). */
export async function previewUnsubscribe(token: string): Promise<UnsubscribePreview> {
  const { data } = await api.get<UnsubscribePreview>(buildUrl(UNSUBSCRIBE_API.preview.path, { query: { token } }), { silent: true });
  return data;
}

/** POST /unsubscribe {token}: turns the setting off; answers the server's message. */
export async function confirmUnsubscribe(token: string): Promise<ApiMessage | undefined> {
  const { message } = await api.post<UnsubscribePreview>(UNSUBSCRIBE_API.apply.path, { token }, { silent: true });
  return message;
}
