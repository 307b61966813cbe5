import type { ApiFieldError } from '@gro/config';

interface ApiErrorInit {
  status: number;
  title: string;
  message: string;
  details?: Record<string, unknown> & { errors?: ApiFieldError[] };
}

/** A failed API call: HTTP status plus the server's message title and text (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly details?: ApiErrorInit['details'];

  constructor({ status, title, message, details }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.details = details;
  }

  /** Per-field validation errors of a 400 answer, keyed by field path ('socialLinks.facebook'). */
  get fieldErrors(): Record<string, string> {
    const entries = (this.details?.errors ?? []).map((e) => [e.path.join('.'), e.message] as const);
    return Object.fromEntries(entries);
  }
}
