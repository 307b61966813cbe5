import { DEFAULT_ERROR_TITLE, type RedirectUrl } from '@gro/config';
import { CHECKOUT_TEXTS } from '@gro/config/screens';
import { ApiError, api, reportApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Leaving for Stripe's hosted pages; an object so tests can watch it (jsdom's location cannot be spied on). */
export const hostedPage = {
  open: (url: string) => window.location.assign(url),
};

/**
 * POST a call that answers the url of a Stripe-hosted page, and follow it (spec §7, §8). No url:
 * `noUrl`; nothing answered or anything thrown on the way: 'Something went wrong.' (danger toasts
 * titled 'Error'); any other answer (a 409, a 503 'Payments are not configured.') shows the
 * server's own title and message. Resolves true when the page is being left.
 */
export async function followHostedPage(path: string, body: unknown, noUrl: string): Promise<boolean> {
  try {
    const { data } = await api.post<Partial<RedirectUrl> | null>(path, body, { silent: true });
    if (data?.url) {
      hostedPage.open(data.url);
      return true;
    }
    toast.danger(DEFAULT_ERROR_TITLE, noUrl);
  } catch (error) {
    if (error instanceof ApiError && !error.unreachable) reportApiError(error);
    else toast.danger(DEFAULT_ERROR_TITLE, CHECKOUT_TEXTS.failed);
  }
  return false;
}
