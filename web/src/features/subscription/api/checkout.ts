import { DEFAULT_ERROR_TITLE, type PRICES } from '@gro/config';
import { CHECKOUT_TEXTS } from '@gro/config/screens';
import { ApiError, api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type PlanKey = keyof typeof PRICES;

/** Leaving for the hosted checkout; an object so tests can watch it (jsdom's location cannot be spied on). */
export const checkoutPage = {
  open: (url: string) => window.location.assign(url),
};

/** Whether the server answered at all (an error answer, e.g. the 503), as opposed to a network failure. */
const serverAnswered = (error: unknown) => error instanceof ApiError && !error.unreachable;

/**
 * POST /subscription/checkout {priceId} and follow the hosted checkout's url (spec §7, §8).
 * No url, or an error answer (503 until payments are configured): 'Checkout session failed.';
 * anything thrown on the way: 'Something went wrong.' Both danger toasts titled 'Error'.
 * Resolves false when the member stays on the page.
 */
export async function startCheckout(priceId: PlanKey): Promise<boolean> {
  try {
    const { data } = await api.post<{ url?: string | null } | null>('/subscription/checkout', { priceId }, { silent: true });
    if (data?.url) {
      checkoutPage.open(data.url);
      return true;
    }
    toast.danger(DEFAULT_ERROR_TITLE, CHECKOUT_TEXTS.noUrl);
  } catch (error) {
    toast.danger(DEFAULT_ERROR_TITLE, serverAnswered(error) ? CHECKOUT_TEXTS.noUrl : CHECKOUT_TEXTS.failed);
  }
  return false;
}
