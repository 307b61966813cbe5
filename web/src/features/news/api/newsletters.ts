import { ANNOUNCEMENT_API, type NewsPreview, type NewsletterIssue, type NewsletterPage, type NewsletterSendValues } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** '/newsletters': every page of the list is cached under it (refreshed after a send or a cancel). */
export const newslettersPath = ANNOUNCEMENT_API.newsletters.path;

/** GET /newsletters?page: the newsletters staff wrote, last edited first, each with its sends (admins). Quiet: the screen shows a refusal. */
export function useNewsletters(page: number) {
  return useSWR<NewsletterPage>(buildUrl(newslettersPath, { query: { page } }), quietFetcher, { keepPreviousData: true });
}

/** POST /newsletters/{id}/preview: the email and SMS as the audience gets them, and how many it reaches. Failures are the form's to show. */
export const previewNewsletter = (id: number, values: NewsletterSendValues) =>
  api.post<NewsPreview>(buildUrl(ANNOUNCEMENT_API.newsletterPreview.path, { params: { id } }), values, { silent: true });

/** POST /newsletters/{id}/test: the email to the admin alone; the server's message is the success toast. */
export const testNewsletter = (id: number, values: NewsletterSendValues) =>
  api.post<null>(buildUrl(ANNOUNCEMENT_API.newsletterTest.path, { params: { id } }), values, { silent: true, notifySuccess: true });

/** POST /newsletters/{id}/send: now (no sendAt) or at a time; the server's message ('Sending to N members.') is the success toast. */
export const sendNewsletter = (id: number, values: NewsletterSendValues) =>
  api.post<{ id: number; scheduled: boolean; recipients: number }>(buildUrl(ANNOUNCEMENT_API.newsletterSend.path, { params: { id } }), values, { silent: true, notifySuccess: true });

/** DELETE /newsletter-issues/{id}: cancels a send still waiting for its time (409 once it started: the danger toast says so). */
export const cancelNewsletterSend = (id: number) => api.delete<null>(buildUrl(ANNOUNCEMENT_API.newsletterCancel.path, { params: { id } }), { notifySuccess: true });

/** GET /newsletter-issues/{id}: an issue as its recipients read it (404 for one not sent to the reader). */
export function useNewsletterIssue(id: string | undefined) {
  return useSWR<NewsletterIssue>(id ? buildUrl(ANNOUNCEMENT_API.newsletterIssue.path, { params: { id } }) : null, quietFetcher);
}
