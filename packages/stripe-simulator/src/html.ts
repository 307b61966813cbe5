/** Small helpers for the hosted pages: escaping, money, dates and one plain layout. */
const BANNER = "Test mode — this is GRO's built-in payment simulator. No card is charged.";

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** An email that may break after its @ on a narrow screen, rather than anywhere. */
export const emailHtml = (email: string) => esc(email).replace('@', '@<wbr>');

/** Stripe's status word as a person reads it: 'past_due' → 'Past due'. */
export const statusLabel = (status: string) => `${status.charAt(0).toUpperCase()}${status.slice(1).replace(/_/g, ' ')}`;

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const day = (ts: number) => new Date(ts * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
.banner{margin:0;padding:.75rem 1rem;background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;text-align:center;font-weight:600}
main{max-width:36rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12);overflow-wrap:anywhere}
@media (max-width:40rem){main{margin:1rem .75rem;padding:1.25rem}}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:1fr auto;gap:.5rem 0;margin:0 0 1.5rem}dt{color:#4b5563}dd{margin:0;padding-left:1rem;text-align:right;font-variant-numeric:tabular-nums}
.total{font-weight:700;border-top:1px solid #e5e7eb;padding-top:.5rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}form{margin:0}
button,.button{display:inline-block;font:inherit;padding:.6rem 1.2rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none}
button.secondary,.button.secondary{background:#fff;color:#1d4ed8}button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.notice{padding:.75rem 1rem;border-radius:.375rem;background:#dcfce7;color:#14532d}.problem{padding:.75rem 1rem;border-radius:.375rem;background:#fee2e2;color:#7f1d1d}
.card{border:1px solid #e5e7eb;border-radius:.375rem;padding:1rem;margin-bottom:1rem}.card h2{margin-top:0}ul{padding-left:1.25rem}a{color:#1d4ed8}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · GRO payments (test mode)</title><style>${CSS}</style></head>
<body><p class="banner" role="note">${esc(BANNER)}</p><main>${body}</main></body></html>`;
}

/** A button that POSTs to `action` (the hosted pages' only way to change anything). */
export const postButton = (action: string, label: string, secondary = false) =>
  `<form method="post" action="${esc(action)}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${esc(label)}</button></form>`;
