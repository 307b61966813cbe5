import type { ApiFieldError } from '@gro/config';

interface ApiErrorInit {
  status: number;
  title: string;
  message: string;
  details?: Record<string, unknown> & { errors?: ApiFieldError[] };
  /** True when no answer arrived at all (network down, server unreachable). */
  unreachable?: boolean;
}

/** A failed API call: HTTP status plus the server's message title and text (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly details?: ApiErrorInit['details'];
  readonly unreachable: boolean;

  constructor({ status, title, message, details, unreachable = false }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.details = details;
    this.unreachable = unreachable;
  }

  /** Per-field validation errors of a 400 answer, keyed by field path ('socialLinks.facebook'). */
  get fieldErrors(): Record<string, string> {
    const entries = (this.details?.errors ?? []).map((e) => [e.path.join('.'), e.message] as const);
    return Object.fromEntries(entries);
  }
}

/**
 * What a screen says when its content could not be loaded: the server's own words when a limit
 * refused the call (429: they say when the member can continue), otherwise the screen's `fallback`.
 */
export function loadFailedMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : fallback;
}
