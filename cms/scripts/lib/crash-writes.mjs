// The writes a crash cycle sends while the server may be killed at any moment: sign-ups, company
// creations, join requests and notification settings. Every answer is recorded in a ledger: an
// acknowledged (2xx) write must be found after the restart; a write whose answer never came may or may not be.

const PASSWORD = 'Harbor-lantern-42';

/** Deterministic pseudo-random numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What was written and answered. members: accounts made by acknowledged sign-ups (their token works
 * across restarts). settings: per `userId:key:channel`, the acknowledged value and the value of a
 * write whose answer was lost (either may be stored).
 */
export function createLedger(runTag) {
  return {
    runTag,
    serial: 0,
    members: [],
    signups: [],
    companies: [],
    joins: [],
    settings: new Map(),
    counts: { sent: 0, acknowledged: 0, refused: 0, unanswered: 0, serverErrors: 0 },
    serverErrors: [],
  };
}

const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const randomIp = (rng) => `172.${16 + Math.floor(rng() * 16)}.${Math.floor(rng() * 256)}.${1 + Math.floor(rng() * 254)}`;

/** One request; null when no answer came (the server was killed, or is not up). */
async function send(baseUrl, ledger, method, path, { body, token, ip }) {
  ledger.counts.sent += 1;
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const res = await fetch(`${baseUrl}/api${path}`, { method, headers, body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status >= 500) {
      ledger.counts.serverErrors += 1;
      ledger.serverErrors.push(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
      return { status: res.status, ok: false };
    }
    // A body cut off by the kill is no answer: what was written cannot be known from it.
    const json = JSON.parse(text);
    if (res.ok) ledger.counts.acknowledged += 1;
    else ledger.counts.refused += 1;
    return { status: res.status, ok: res.ok, data: json?.data };
  } catch {
    ledger.counts.unanswered += 1;
    return null;
  }
}

async function signUp(ctx) {
  const { baseUrl, ledger, rng } = ctx;
  const n = (ledger.serial += 1);
  const email = `crash.${ledger.runTag}.${n}@example.com`;
  const ip = randomIp(rng);
  const body = { firstname: 'Crash', lastname: `Test ${n}`, email, phoneNumber: '(313) 555-0142', password: PASSWORD, chapterId: pick(rng, ctx.chapterIds) };
  const res = await send(baseUrl, ledger, 'POST', '/authenticate/signup', { body, ip });
  if (!res?.ok) return;
  const member = { id: res.data.user.id, email, token: res.data.token, ip, companyId: null, companyUnknown: false, busy: false };
  ledger.signups.push({ id: member.id, email });
  ledger.members.push(member);
}

async function createCompany(ctx, member) {
  const { baseUrl, ledger } = ctx;
  const name = `Crash ${ledger.runTag} Company ${(ledger.serial += 1)}`;
  const body = { name, description: 'Written during a crash test.', address: '1 Crash Way, Detroit, MI' };
  const res = await send(baseUrl, ledger, 'POST', '/company', { body, token: member.token, ip: member.ip });
  if (!res) member.companyUnknown = true;
  else if (res.ok) {
    member.companyId = res.data.company.id;
    ledger.companies.push({ id: res.data.company.id, name, userId: member.id });
  }
}

async function requestToJoin(ctx, member) {
  const { baseUrl, ledger, rng } = ctx;
  const companyId = pick(rng, ctx.companyIds);
  const res = await send(baseUrl, ledger, 'POST', '/company/join-request', { body: { companyId, note: 'Crash test' }, token: member.token, ip: member.ip });
  if (res?.ok) ledger.joins.push({ id: res.data.id, userId: member.id, companyId });
}

async function changeSetting(ctx, member) {
  const { baseUrl, ledger, rng } = ctx;
  const key = pick(rng, ctx.settingKeys);
  const channel = rng() < 0.5 ? 'email' : 'sms';
  const value = rng() < 0.5;
  const cell = `${member.id}:${key}:${channel}`;
  const entry = ledger.settings.get(cell) ?? { userId: member.id, key, channel, acknowledged: undefined, unanswered: undefined };
  ledger.settings.set(cell, entry);
  const res = await send(baseUrl, ledger, 'PUT', '/account/setting', { body: { setting: { key }, channel, value }, token: member.token, ip: member.ip });
  if (!res) entry.unanswered = value;
  else if (res.ok) Object.assign(entry, { acknowledged: value, unanswered: undefined });
}

/** Picks the next write: a sign-up, or one of a free member's writes (one at a time per member). */
async function nextWrite(ctx) {
  const { ledger, rng } = ctx;
  const free = ledger.members.filter((m) => !m.busy);
  if (!free.length || rng() < 0.25) return signUp(ctx);
  const member = pick(rng, free);
  member.busy = true;
  try {
    const companyless = !member.companyId && !member.companyUnknown;
    const roll = rng();
    if (companyless && roll < 0.3) await createCompany(ctx, member);
    else if (companyless && roll < 0.55) await requestToJoin(ctx, member);
    else await changeSetting(ctx, member);
  } finally {
    member.busy = false;
  }
}

/**
 * Runs `concurrency` writers against the server until stop() is called; resolves once every
 * writer has seen its last answer (or lost it).
 */
export function startWriters(ctx, concurrency) {
  let stopped = false;
  const writer = async () => {
    while (!stopped) await nextWrite(ctx);
  };
  const done = Promise.all(Array.from({ length: concurrency }, writer));
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}
