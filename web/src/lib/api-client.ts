import {
  AUTHENTICATE_API,
  CHAPTER_LEADER_REASON,
  DEFAULT_ERROR_TITLE,
  GENERAL_ERROR_MESSAGE,
  NO_REFRESH_PATHS,
  SECOND_FACTOR_REASON,
  SESSION_ENDED_TITLE,
  fillFirstname,
  type ApiMessage,
  type User,
} from '@gro/config';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { ApiError } from './api-error';
import { authStore } from './auth/auth-store';
import { navigate } from './navigation';
import { toast } from './toast';

export { ApiError, loadFailedMessage } from './api-error';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No danger toast on failure: the caller presents the error itself. */
  silent?: boolean;
  /** Show the server's message as a success toast. */
  notifySuccess?: boolean;
  /** Whom {firstname} in the answer's message names when it is not the signed-in member (a public form's sender). */
  firstname?: string;
  /**
   * 'blob': a successful answer is a file (a CSV export), returned as it came, not an envelope;
   * a failure is still the JSON envelope, shown and thrown as usual. Default 'json'.
   */
  responseType?: 'json' | 'blob';
}

export interface ApiResult<T> {
  data: T;
  message?: ApiMessage;
}

interface Envelope {
  ok: boolean;
  error?: boolean;
  data: unknown;
  message?: Partial<ApiMessage> | null;
  details?: Record<string, unknown>;
}

/** The full address of an API path (built with lib/url's buildUrl): '/map/preview?lat=…' -> '/api/map/preview?lat=…'. */
export const apiUrl = (path: string): string => `${env.API_URL}${path}`;

function buildInit({ method, body, headers: extra, signal, responseType }: RequestOptions): RequestInit {
  const headers = new Headers(extra);
  if (!headers.has('Accept')) headers.set('Accept', responseType === 'blob' ? '*/*' : 'application/json');
  headers.set('User-Locale', navigator.language || 'en');
  const { token } = authStore.getState();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body: payload, credentials: 'include', signal };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).ok === 'boolean';

/** The user an answer carries (sign-in, sign-up, refresh, password change), if any. */
function userOf(data: unknown): User | undefined {
  const user = (data as { user?: unknown } | null | undefined)?.user;
  return user && typeof user === 'object' ? (user as User) : undefined;
}

/**
 * Replaces {firstname} with the first name of the user the answer carries (sign-in greets the
 * member who just signed in), else of the stored user, else 'user'.
 */
function fillMessage(
  message: Partial<ApiMessage> | null | undefined,
  data?: unknown,
  sender?: string,
): ApiMessage | undefined {
  if (!message?.title && !message?.message) return undefined;
  const firstname = sender ?? userOf(data)?.firstname ?? authStore.getState().user?.firstname;
  return { title: fillFirstname(message.title ?? '', firstname), message: fillFirstname(message.message ?? '', firstname) };
}

function unwrap<T>(response: Response, body: unknown, sender?: string): ApiResult<T> {
  if (isEnvelope(body)) {
    const message = fillMessage(body.message, body.data, sender);
    if (body.ok && response.ok) return { data: body.data as T, message };
    throw new ApiError({
      status: response.ok ? 400 : response.status,
      title: message?.title || DEFAULT_ERROR_TITLE,
      message: message?.message || GENERAL_ERROR_MESSAGE,
      details: body.details,
    });
  }
  if (response.ok) return { data: (body ?? null) as T };
  // Strapi's own errors (before a custom controller answers): { data: null, error: { message, details } }.
  const strapiError = (body as { error?: { message?: string; details?: Record<string, unknown> } } | undefined)?.error;
  throw new ApiError({
    status: response.status || 500,
    title: DEFAULT_ERROR_TITLE,
    message: strapiError?.message || GENERAL_ERROR_MESSAGE,
    details: strapiError?.details,
  });
}

const canRefresh = (path: string) =>
  !(NO_REFRESH_PATHS as readonly string[]).includes(path.split('?')[0].replace(/\/+$/, ''));

let refreshing: Promise<string | null> | null = null;

/**
 * One shared POST /authenticate/refresh for however many requests got a 401 at the same time: the
 * new token, or null once the session has ended (the visitor is told and sent to /signin).
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= execute<{ token?: string; user?: User } | null>(AUTHENTICATE_API.refresh.path, { method: 'POST' }, false)
    .then(
      ({ data }) => ({ token: data?.token ?? null, user: userOf(data) }),
      (error: unknown) => {
        if (error instanceof ApiError) toast.danger(error.status === 401 ? SESSION_ENDED_TITLE : error.title, error.message);
        return { token: null, user: undefined };
      },
    )
    .then(({ token, user }) => {
      if (token && user) authStore.setAuth({ token, user });
      else if (token) authStore.setToken(token);
      else {
        authStore.endSession();
        navigate(paths.signIn);
      }
      return token;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

class SessionEndedError extends ApiError {}

/**
 * The danger toast of a failed call (spec §8). Not for an ended session: the failed refresh
 * has already said so, once for all requests, and sent the visitor to /signin.
 */
export function reportApiError(error: unknown): void {
  if (error instanceof ApiError && !(error instanceof SessionEndedError)) toast.danger(error.title, error.message);
}

/** A 403 of the chapter-leader policy: the member's leaderships are not what this page believed. */
const isChapterLeaderRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && error.details?.reason === CHAPTER_LEADER_REASON;

/** A 403 of the second-factor gate: this session must set up or use two-step sign-in before anything else. */
const isSecondFactorRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403 && error.details?.reason === SECOND_FACTOR_REASON;

const accountRefusalListeners = new Set<() => void>();

/**
 * Called after every refusal that means the account is not what the page believed (a chapter-leader
 * refusal, or the second-factor gate); the portal reloads GET /account then, so a revoked leader's
 * "My chapter" links go at once and the gate shows. Returns the unsubscribe.
 */
export function onAccountRefusal(listener: () => void): () => void {
  accountRefusalListeners.add(listener);
  return () => accountRefusalListeners.delete(listener);
}

async function execute<T>(path: string, options: RequestOptions, mayRefresh: boolean): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), buildInit(options));
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({ status: 500, title: DEFAULT_ERROR_TITLE, message: GENERAL_ERROR_MESSAGE, unreachable: true });
  }
  if (options.responseType === 'blob' && response.ok) return { data: (await response.blob()) as T };
  const body = await readBody(response);
  if (response.status === 401 && mayRefresh && canRefresh(path)) {
    if (await refreshSession()) return execute<T>(path, options, false);
    const { title, message } = fillMessage(isEnvelope(body) ? body.message : null) ?? {};
    throw new SessionEndedError({ status: 401, title: title || DEFAULT_ERROR_TITLE, message: message || GENERAL_ERROR_MESSAGE });
  }
  return unwrap<T>(response, body, options.firstname);
}

/**
 * The one way the SPA talks to the API (spec §7): unwraps the envelope, shows the server's
 * message as a danger toast on failure and refreshes the session once on a 401.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  try {
    const result = await execute<T>(path, options, true);
    if (options.notifySuccess && result.message) toast.success(result.message.title, result.message.message);
    return result;
  } catch (error) {
    const leaderRefusal = isChapterLeaderRefusal(error);
    const gateRefusal = isSecondFactorRefusal(error);
    // A quiet read shows its own error state; a refusal still says why (a form reports its own
    // failures). The second-factor gate says it with the page it puts in the portal's place.
    if (!gateRefusal && (!options.silent || (leaderRefusal && (options.method ?? 'GET') === 'GET'))) reportApiError(error);
    if (leaderRefusal || gateRefusal) accountRefusalListeners.forEach((listener) => listener());
    throw error;
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** GET a file (bearer token, refresh and error toasts as for any call): the answer's body as a Blob. */
  getFile: (path: string, options?: Omit<Options, 'responseType'>) =>
    apiRequest<Blob>(path, { ...options, method: 'GET', responseType: 'blob' }).then((result) => result.data),
};

/** SWR fetcher: the key is the API path. */
export const fetcher = <T>(path: string): Promise<T> => api.get<T>(path).then((result) => result.data);

/** SWR fetcher without the danger toast, for content a screen shows its own loading and error states for. */
export const quietFetcher = <T>(path: string): Promise<T> =>
  api.get<T>(path, { silent: true }).then((result) => result.data);
