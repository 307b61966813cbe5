import { apiUrl, refreshSession } from './api-client';
import { authStore } from './auth/auth-store';

/**
 * Server-sent events from an API path, read with fetch so the request carries the bearer token
 * (EventSource cannot send one). The stream is opened again whenever it ends: at once when the
 * server ended it (its token expired, or the server is restarting), after a growing wait when it
 * failed, after the server's Retry-After when refused for too many. A 401 renews the session first.
 */

/** Splits text/event-stream text into events; keeps what has not ended yet for the next chunk. */
export class EventStreamParser {
  private buffered = '';

  /** The events (their names; 'message' when unnamed) completed by this chunk of text. */
  push(text: string): string[] {
    this.buffered += text.replace(/\r\n?/g, '\n');
    const events: string[] = [];
    let end: number;
    while ((end = this.buffered.indexOf('\n\n')) >= 0) {
      const block = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 2);
      const lines = block.split('\n').filter((line) => line !== '' && !line.startsWith(':'));
      if (!lines.some((line) => line.startsWith('data'))) continue;
      const named = lines.find((line) => line.startsWith('event:'));
      events.push(named ? named.slice(6).trim() : 'message');
    }
    return events;
  }
}

interface StreamHandlers {
  /** An event arrived. */
  onEvent: (name: string) => void;
  /** The stream is open (true) or not, and will be opened again (false). */
  onLive?: (live: boolean) => void;
}

/** The wait before the next attempt after `failures` failed ones in a row: 2 s, 4 s, … at most a minute. */
export const retryDelayMs = (failures: number): number => Math.min(60_000, 1000 * 2 ** Math.min(failures, 6));

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

/** Opens the stream and keeps it open until the returned function is called. */
export function followEventStream(path: string, { onEvent, onLive = () => {} }: StreamHandlers): () => void {
  const stop = new AbortController();
  const { signal } = stop;

  async function readUntilEnd(response: Response) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new EventStreamParser();
    onLive(true);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.push(value).forEach(onEvent);
      }
    } finally {
      onLive(false);
    }
  }

  async function run() {
    let failures = 0;
    let renewed = false;
    while (!signal.aborted) {
      let waitMs = 0;
      try {
        const { token } = authStore.getState();
        if (!token) return;
        const response = await fetch(apiUrl(path), {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          credentials: 'include',
          cache: 'no-store',
          signal,
        });
        if (response.status === 401 && !renewed) {
          // The token expired while the page was away: renew it once, then open again.
          renewed = true;
          await response.body?.cancel();
          if (!(await refreshSession())) return;
          continue;
        }
        if (response.status === 429) {
          await response.body?.cancel();
          waitMs = Math.max(retryDelayMs(++failures), Number(response.headers.get('Retry-After')) * 1000 || 0);
        } else if (!response.ok || !response.body) {
          await response.body?.cancel();
          waitMs = retryDelayMs(++failures);
        } else {
          failures = 0;
          renewed = false;
          await readUntilEnd(response);
          // Ended by the server: opened again at once, with a moment's spread so a restart's pages do not all come together.
          waitMs = 250 + Math.random() * 1000;
        }
      } catch {
        if (signal.aborted) return;
        waitMs = retryDelayMs(++failures);
      }
      await sleep(waitMs, signal);
    }
  }

  void run();
  return () => stop.abort();
}
