import type { Fake } from './context';
import { day, emailHtml, esc, money, page, postButton, statusLabel } from './html';
import { updateSubscription } from './lifecycle';
import type { Reply, Router } from './router';
import { str } from './params';
import type { Invoice, PortalSession, Subscription } from './types';

const NOTICES: Record<string, string> = {
  card: 'Card updated (simulated).',
  canceled: 'Your subscription will be canceled at the end of the current period.',
  renewed: 'Your subscription will renew as usual.',
};

const notFound = (what: string): Reply => ({ status: 404, html: page('Not found', `<h1>Not found</h1><p class="problem" role="alert">${esc(what)}</p>`) });

function subscriptionCard(portal: PortalSession, sub: Subscription): string {
  const item = sub.items.data[0];
  const live = sub.status !== 'canceled' && sub.status !== 'incomplete_expired';
  const when = !live
    ? `Ended on ${day(sub.ended_at ?? sub.canceled_at ?? item.current_period_end)}`
    : sub.cancel_at_period_end
      ? `Cancels on ${day(item.current_period_end)}`
      : `Renews on ${day(item.current_period_end)}`;
  const base = `/billing/${portal.id}/subscriptions/${sub.id}`;
  const action = !live ? '' : sub.cancel_at_period_end ? postButton(`${base}/renew`, 'Renew subscription', true) : postButton(`${base}/cancel`, 'Cancel at period end', true);
  return `<section class="card" aria-label="${esc(item.price.nickname ?? item.price.id)} subscription">
<h2>${esc(item.price.nickname ?? item.price.id)} · ${money(item.price.unit_amount, item.price.currency)} / ${esc(item.price.recurring.interval)}</h2>
<p>Status: <strong>${esc(statusLabel(sub.status))}</strong>. ${esc(when)}.</p>${action}</section>`;
}

const invoiceItem = (inv: Invoice & { id: string }) =>
  `<li><a href="${esc(inv.hosted_invoice_url ?? '#')}">${esc(inv.number ?? inv.id)}</a> · ${day(inv.created)} · ${money(inv.total, inv.currency)} · ${esc(statusLabel(inv.status))}</li>`;

/** The billing portal (subscriptions, cancel at period end, card, invoices) and the hosted invoice page. */
export function billingPages(router: Router, fake: Fake): void {
  const { store } = fake;
  const portalOf = (id: string) => store.portalSessions.get(id);
  const ownSubscription = (portal: PortalSession, id: string) => {
    const sub = store.subscriptions.get(id);
    return sub && sub.customer === portal.customer ? sub : undefined;
  };
  router
    .on('GET', '/billing/:id', (req) => {
      const portal = portalOf(req.params.id);
      if (!portal) return notFound('This billing link is not valid. Please open billing again from GRO.');
      const customer = store.customers.get(portal.customer);
      const subs = [...store.subscriptions.values()].filter((s) => s.customer === portal.customer).reverse();
      const invoices = [...store.invoices.values()].filter((i) => i.customer === portal.customer && i.status !== 'draft').reverse();
      const notice = NOTICES[str(req.query, 'notice') ?? ''];
      const body = `<h1>Manage your GRO membership</h1>
${customer?.email ? `<p>Signed in as <strong>${emailHtml(customer.email)}</strong></p>` : ''}
${notice ? `<p class="notice" role="status">${esc(notice)}</p>` : ''}
<h2>Subscriptions</h2>${subs.length ? subs.map((s) => subscriptionCard(portal, s)).join('') : '<p>No subscriptions.</p>'}
<h2>Payment method</h2><p>Card ending in 4242 (simulated).</p>${postButton(`/billing/${portal.id}/card`, 'Update card', true)}
<h2>Invoices</h2>${invoices.length ? `<ul>${invoices.map(invoiceItem).join('')}</ul>` : '<p>No invoices yet.</p>'}
${portal.return_url ? `<p><a class="button" href="${esc(portal.return_url)}">Return to GRO</a></p>` : ''}`;
      return { html: page('Billing', body) };
    })
    .on('POST', '/billing/:id/card', (req) => (portalOf(req.params.id) ? { redirect: `/billing/${req.params.id}?notice=card` } : notFound('This billing link is not valid.')))
    .on('POST', '/billing/:id/subscriptions/:sub/:action', (req) => {
      const portal = portalOf(req.params.id);
      const sub = portal && ownSubscription(portal, req.params.sub);
      if (!portal || !sub || !['cancel', 'renew'].includes(req.params.action)) return notFound('This subscription is not part of this billing session.');
      if (sub.status !== 'canceled') updateSubscription(fake, sub.id, { cancelAtPeriodEnd: req.params.action === 'cancel' });
      return { redirect: `/billing/${portal.id}?notice=${req.params.action === 'cancel' ? 'canceled' : 'renewed'}` };
    })
    .on('GET', '/invoice/:id', (req) => {
      const inv = store.invoices.get(req.params.id);
      if (!inv || inv.status === 'draft') return notFound('This invoice does not exist.');
      const lines = inv.lines.data.map((l) => `<dt>${esc(l.description)}<br><small>${day(l.period.start)} – ${day(l.period.end)}</small></dt><dd>${money(l.amount, l.currency)}</dd>`);
      const discounts = inv.total_discount_amounts.map((d) => `<dt>Discount</dt><dd>−${money(d.amount, inv.currency)}</dd>`);
      const paid = inv.status === 'paid' && inv.status_transitions.paid_at ? `Paid on ${day(inv.status_transitions.paid_at)}.` : `Status: ${statusLabel(inv.status)}. Amount due ${money(inv.amount_remaining, inv.currency)}.`;
      const body = `<h1>Invoice ${esc(inv.number ?? inv.id)}</h1>
<p>From GRO to ${esc(inv.customer_email ?? inv.customer)} · issued ${day(inv.created)}</p>
<p role="status">${esc(paid)}</p>
<dl>${lines.join('')}${discounts.join('')}<dt class="total">Total</dt><dd class="total">${money(inv.total, inv.currency)}</dd></dl>`;
      return { html: page(`Invoice ${inv.number ?? inv.id}`, body) };
    });
}
