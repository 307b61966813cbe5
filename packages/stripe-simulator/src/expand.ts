import { invalid } from './errors';
import { amounts, apiList } from './objects';
import type { Store } from './store';
import type { Coupon } from './types';

type Json = Record<string, unknown>;
const MAX_DEPTH = 6;

/** Fields Stripe leaves out unless expanded (they are computed here, not stored). */
function virtual(store: Store, obj: Json, key: string): unknown {
  if (obj.object === 'checkout.session' && key === 'line_items') {
    const terms = store.sessionTerms.get(obj.id as string);
    const price = terms && store.prices.get(terms.price);
    if (!terms || !price) return apiList([], `/v1/checkout/sessions/${obj.id}/line_items`);
    const coupons = (obj.discounts as { coupon: string }[]).map((d) => store.coupons.get(d.coupon)).filter((c): c is Coupon => !!c);
    const { subtotal, discount, total } = amounts(price, terms.quantity, coupons);
    const item = {
      id: `li_${(obj.id as string).slice(-20)}`, object: 'item', amount_discount: discount, amount_subtotal: subtotal, amount_tax: 0, amount_total: total,
      currency: price.currency, description: store.products.get(price.product)?.name ?? null, metadata: {}, price: structuredClone(price), quantity: terms.quantity,
    };
    return apiList([item], `/v1/checkout/sessions/${obj.id}/line_items`);
  }
  if (obj.object === 'invoice' && key === 'payments') {
    const link = typeof obj.id === 'string' ? store.invoicePaymentLinks.get(obj.id) : undefined;
    const payment = link && store.invoicePayments.get(link.invoicePayment);
    return apiList(payment ? [structuredClone(payment)] : [], `/v1/invoices/${obj.id}/payments`);
  }
  return undefined;
}

function expandPath(store: Store, value: unknown, path: string[], full: string): unknown {
  if (!path.length || value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => expandPath(store, v, path, full));
  if (typeof value !== 'object') return value;
  const obj = value as Json;
  const [key, ...rest] = path;
  let next = key in obj ? obj[key] : virtual(store, obj, key);
  if (next === undefined) throw invalid(`This property cannot be expanded (${full}).`, 'expand');
  if (typeof next === 'string') {
    const found = store.find(next);
    if (!found) throw invalid(`This property cannot be expanded (${full}).`, 'expand');
    next = structuredClone(found);
  }
  obj[key] = expandPath(store, next, rest, full);
  return obj;
}

/** A copy of `object` with each `expand[]` path (dot-separated, through lists' `data`) replaced by the objects its ids name. */
export function withExpansions(store: Store, object: object, paths: string[]): unknown {
  const copy = structuredClone(object);
  for (const full of paths) {
    const path = full.split('.');
    if (path.length > MAX_DEPTH || path.some((p) => !/^[a-z_]+$/.test(p))) throw invalid(`Invalid expand path: ${full}`, 'expand');
    expandPath(store, copy, path, full);
  }
  return copy;
}
