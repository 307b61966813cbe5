import { API_ERROR_TITLES, DEFAULT_ERROR_TITLE, type ApiFailure, type ApiMessage, type ApiSuccess } from '@gro/config';

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

export function titleForStatus(status: number): string {
  return API_ERROR_TITLES[status] ?? DEFAULT_ERROR_TITLE;
}
