import { ANNOUNCEMENT_API } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** DELETE /news/{id}: cancels news still waiting for its time (409 once it has started: the danger toast says so). */
export const cancelNews = (id: number) => api.delete<null>(buildUrl(ANNOUNCEMENT_API.cancel.path, { params: { id } }), { notifySuccess: true });
