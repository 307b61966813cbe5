import type { ApiFailure, ApiMessage, ApiSuccess } from '@gro/config';

/** Success body of every custom endpoint (ARCHITECTURE.md, API contract). */
export function ok<T>(data: T, message?: ApiMessage): ApiSuccess<T> {
  return message ? { ok: true, error: false, data, message } : { ok: true, error: false, data };
}

/** Failure body: the same shape whether the error was thrown by our code or by Strapi. */
export function fail(title: string, message: string, details?: ApiFailure['details']): ApiFailure {
  const body: ApiFailure = { ok: false, error: true, data: null, message: { title, message } };
  if (details && Object.keys(details).length > 0) body.details = details;
  return body;
}

const TITLES: Record<number, string> = {
  400: 'Invalid Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Too Large',
  415: 'Unsupported Media Type',
  422: 'Invalid Request',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

export function titleForStatus(status: number): string {
  return TITLES[status] ?? 'Error';
}
