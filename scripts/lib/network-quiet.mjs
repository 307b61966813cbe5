/**
 * "The page has its data" for Playwright, where its 'networkidle' never comes: a portal page holds
 * the bell's live stream (GET /api/account/inbox/stream) open as long as it is shown. The page's
 * requests are followed from the moment `followRequests` is called (before its first navigation),
 * and `waitForQuiet` waits until none but the long-lived ones has been in flight for `quietMs`.
 */

/** Requests that stay open by design. */
const LONG_LIVED = /\/api\/account\/inbox\/stream(?:\?|$)/;

const inFlight = new WeakMap();

/** Starts following the page's requests; call it before the page navigates. */
export function followRequests(page) {
  if (inFlight.has(page)) return;
  const open = new Set();
  const state = { open, lastChange: Date.now() };
  inFlight.set(page, state);
  const done = (request) => {
    if (open.delete(request)) state.lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (LONG_LIVED.test(request.url())) return;
    open.add(request);
    state.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Resolves once no followed request has been in flight for `quietMs`; rejects after `timeoutMs`. */
export async function waitForQuiet(page, { quietMs = 500, timeoutMs = 30_000 } = {}) {
  const state = inFlight.get(page);
  if (!state) throw new Error('waitForQuiet: call followRequests(page) before the page navigates');
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (state.open.size === 0 && Date.now() - state.lastChange >= quietMs) return;
    if (Date.now() > until) throw new Error(`waitForQuiet: ${state.open.size} request(s) still in flight after ${timeoutMs} ms: ${[...state.open].map((r) => r.url()).slice(0, 3).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
