import { describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { authStore } from './auth/auth-store';
import { EventStreamParser, followEventStream, retryDelayMs } from './event-stream';

describe('EventStreamParser', () => {
  it('gives each event once its blank line has come, across chunks, with CRLF or LF line ends', () => {
    const parser = new EventStreamParser();
    expect(parser.push('retry: 5000\nevent: ready\ndata: {}\n')).toEqual([]);
    expect(parser.push('\nevent: inbox\r\ndata: {}\r\n\r\nevent: in')).toEqual(['ready', 'inbox']);
    expect(parser.push('box\ndata: {}\n\n')).toEqual(['inbox']);
  });

  it("skips comments (the server's keep-alive) and blocks without data; an unnamed event is 'message'", () => {
    const parser = new EventStreamParser();
    expect(parser.push(': keep-alive\n\nretry: 1000\n\nevent: inbox\n\ndata: x\n\n')).toEqual(['message']);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 2 seconds and stops at a minute', () => {
    expect([1, 2, 3, 5, 6, 30].map(retryDelayMs)).toEqual([2000, 4000, 8000, 32_000, 60_000, 60_000]);
  });
});

describe('followEventStream', () => {
  const events = (...names: string[]) =>
    new Response(names.map((name) => `event: ${name}\ndata: {}\n\n`).join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

  it('renews the session on a 401 and opens again with the new token; hears the events; opens again when the server ends it', async () => {
    authStore.setAuth({ token: 'old', user: buildUser() });
    let streams = 0;
    const api = mockApi({
      'GET /account/inbox/stream': () => {
        streams += 1;
        return streams === 1 ? jsonResponse({ ok: false, error: true, data: null }, 401) : events('ready', 'inbox');
      },
      'POST /authenticate/refresh': ok({ token: 'new' }),
    });
    const heard: string[] = [];
    const live: boolean[] = [];
    const stop = followEventStream('/account/inbox/stream', { onEvent: (name) => heard.push(name), onLive: (now) => live.push(now) });
    await vi.waitFor(() => expect(streams).toBeGreaterThanOrEqual(3), { timeout: 4000 });
    stop();
    const opens = api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/account/inbox/stream'));
    expect(opens.map(([, init]) => bearerOf(init)).slice(0, 3)).toEqual(['Bearer old', 'Bearer new', 'Bearer new']);
    expect(api.callsTo('POST /authenticate/refresh')).toHaveLength(1);
    expect(heard.slice(0, 2)).toEqual(['ready', 'inbox']);
    expect(live.slice(0, 2)).toEqual([true, false]);
  });

  it("waits the server's Retry-After when refused for too many", async () => {
    vi.useFakeTimers();
    try {
      authStore.setAuth({ token: 'jwt', user: buildUser() });
      const api = mockApi({ 'GET /account/inbox/stream': () => new Response('', { status: 429, headers: { 'Retry-After': '30' } }) });
      const stop = followEventStream('/account/inbox/stream', { onEvent: () => {} });
      await vi.advanceTimersByTimeAsync(29_000);
      expect(api.callsTo('GET /account/inbox/stream')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(api.callsTo('GET /account/inbox/stream')).toHaveLength(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
