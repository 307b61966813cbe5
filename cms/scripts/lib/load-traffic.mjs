// The load test's traffic: a weighted mix of what visitors and members do, sent at a fixed rate
// (open loop: a slow answer does not delay the next request), with every answer's latency recorded.
import http from 'node:http';

// An idle socket is dropped after 2 s, before the server's 5 s keep-alive time-out can close it just
// as a request goes out on it (a client-side ECONNRESET that says nothing about the server).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 2000 });

/** One HTTP request; resolves { status, body }, or { status: 0, error } when no answer came. */
function request(baseUrl, method, path, { headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(`${baseUrl}/api${path}`, {
      method,
      agent,
      headers: { Accept: 'application/json', ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}), ...headers },
    });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (err) => resolve({ status: 0, error: err.code ?? err.message }));
    });
    req.on('error', (err) => resolve({ status: 0, error: err.code ?? err.message }));
    req.end(payload);
  });
}

let ipSerial = 0;
/** A different client address per sign-in (the harness trusts X-Forwarded-For), so the brute-force limits see many visitors. */
const nextIp = () => {
  ipSerial += 1;
  return `10.${(ipSerial >> 16) & 255}.${(ipSerial >> 8) & 255}.${ipSerial & 255}`;
};

/**
 * The mix: [name, weight, (ctx) => request]. ctx.members are demo members with a company
 * ({ email, token, profile }); a sign-in renews its member's token.
 */
export function trafficMix({ password, chapterSlug }) {
  const member = (ctx) => ctx.members[Math.floor(Math.random() * ctx.members.length)];
  const asMember = (m) => ({ Authorization: `Bearer ${m.token}`, 'X-Forwarded-For': m.ip });
  return [
    ['GET /chapter/active', 12, (ctx) => request(ctx.baseUrl, 'GET', '/chapter/active')],
    ['GET /event/active', 12, (ctx) => request(ctx.baseUrl, 'GET', '/event/active')],
    ['GET /faq', 8, (ctx) => request(ctx.baseUrl, 'GET', '/faq')],
    ['GET /chapter/slug/:slug', 8, (ctx) => request(ctx.baseUrl, 'GET', `/chapter/slug/${chapterSlug}`)],
    [
      'POST /authenticate',
      10,
      async (ctx) => {
        const m = member(ctx);
        const res = await request(ctx.baseUrl, 'POST', '/authenticate', { headers: { 'X-Forwarded-For': nextIp() }, body: { email: m.email, password, rememberMe: false } });
        if (res.status === 200) m.token = JSON.parse(res.body).data.token;
        return res;
      },
    ],
    ['GET /user', 10, (ctx) => request(ctx.baseUrl, 'GET', '/user', { headers: asMember(member(ctx)) })],
    ['GET /user/directory', 10, (ctx) => request(ctx.baseUrl, 'GET', '/user/directory', { headers: asMember(member(ctx)) })],
    ['GET /dashboard', 10, (ctx) => request(ctx.baseUrl, 'GET', '/dashboard', { headers: asMember(member(ctx)) })],
    [
      'PUT /account',
      10,
      (ctx) => {
        const m = member(ctx);
        const phoneNumber = `(313) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
        return request(ctx.baseUrl, 'PUT', '/account', { headers: asMember(m), body: { ...m.profile, phoneNumber } });
      },
    ],
  ];
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Per endpoint: count, errors (no 2xx answer), p50, p99 and max latency in ms. */
export function summarise(stats) {
  return [...stats].map(([name, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return { name, count: s.latencies.length, errors: s.errors, statuses: s.statuses, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
  });
}

/**
 * Sends `rate` requests per second for `seconds`, each picked from the mix by weight; resolves
 * with the statistics by endpoint once every answer is in. progress.inFlight follows the requests
 * waiting for their answer.
 */
export async function runFixedRate(ctx, mix, { rate, seconds, progress = {} }) {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const pick = () => {
    let r = Math.random() * total;
    for (const entry of mix) if ((r -= entry[1]) < 0) return entry;
    return mix.at(-1);
  };
  const stats = new Map(mix.map(([name]) => [name, { latencies: [], errors: 0, statuses: {} }]));
  /** Per minute of the run: [due second, latency, failed] of every request, for the timeline. */
  const timeline = [];
  const pending = new Set();
  const started = performance.now();
  const count = Math.round(rate * seconds);
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const [name, , send] = pick();
    // Latency counts from the moment the request was due, so a stalled client cannot hide a slow server.
    const p = send(ctx).then((res) => {
      const s = stats.get(name);
      const latency = performance.now() - due;
      const failed = res.status < 200 || res.status >= 300;
      s.latencies.push(latency);
      timeline.push([(due - started) / 1000, latency, failed]);
      if (failed) {
        s.errors += 1;
        const key = res.status || `no answer (${res.error})`;
        s.statuses[key] = (s.statuses[key] ?? 0) + 1;
      }
    });
    pending.add(p);
    progress.inFlight = pending.size;
    p.finally(() => {
      pending.delete(p);
      progress.inFlight = pending.size;
    });
  }
  await Promise.all(pending);
  return { stats, timeline, seconds: (performance.now() - started) / 1000 };
}
