import { DEFAULT_ERROR_TITLE, GENERAL_ERROR_MESSAGE } from '@gro/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, envelope, failure, jsonResponse } from '@/testing/fixtures';
import { ApiError, api, apiRequest } from './api-client';
import { authStore } from './auth/auth-store';
import { setNavigate } from './navigation';
import { toast } from './toast';

const fetchMock = vi.fn<typeof fetch>();
const navigateMock = vi.fn();

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init: init!, headers: new Headers(init!.headers) }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  navigateMock.mockReset();
  setNavigate(navigateMock);
});

afterEach(() => {
  setNavigate((to) => window.location.assign(to));
});

describe('api client', () => {
  it('unwraps the envelope and returns data and message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope({ id: 1 }, { title: 'Saved', message: 'All good' })));
    const result = await api.get<{ id: number }>('/chapter/1');
    expect(result).toEqual({ data: { id: 1 }, message: { title: 'Saved', message: 'All good' } });
    expect(calls()[0].url).toBe('/api/chapter/1');
  });

  it('sends credentials, User-Locale and the bearer token when one exists', async () => {
    authStore.setToken('abc.def');
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope([])));
    await api.get('/event');
    const [{ init, headers }] = calls();
    expect(init.credentials).toBe('include');
    expect(headers.get('User-Locale')).toBe(navigator.language);
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope([])));
    await api.get('/chapter');
    expect(calls()[0].headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope(null)));
    await api.post('/contact', { firstname: 'Ada' });
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope(null)));
    await api.put('/account/avatar', form);
    const [json, multipart] = calls();
    expect(json.headers.get('Content-Type')).toBe('application/json');
    expect(json.init.body).toBe('{"firstname":"Ada"}');
    expect(multipart.headers.has('Content-Type')).toBe(false);
    expect(multipart.init.body).toBe(form);
  });

  it("shows the server's title and message as a danger toast and throws an ApiError", async () => {
    fetchMock.mockResolvedValueOnce(failure(409, 'Already exists', 'That company exists.'));
    const error = await api.post('/company', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, title: 'Already exists', message: 'That company exists.' });
    expect(toast.getAll()).toMatchObject([{ type: 'danger', title: 'Already exists', message: 'That company exists.' }]);
  });

  it("defaults to 'Error' and 'A general error occurred' (500) when there is no response body", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await api.get('/chapter').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, title: 'Error', message: 'A general error occurred' });
    expect(toast.getAll()).toMatchObject([{ type: 'danger', title: DEFAULT_ERROR_TITLE, message: GENERAL_ERROR_MESSAGE }]);
  });

  it("defaults the title to 'Error' for an empty error response", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 502 }));
    await expect(api.get('/chapter')).rejects.toMatchObject({ title: 'Error', message: 'A general error occurred' });
  });

  it('can suppress the toast', async () => {
    fetchMock.mockResolvedValueOnce(failure(400, 'Invalid', 'Check the form'));
    await expect(apiRequest('/contact', { method: 'POST', body: {}, silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast.getAll()).toHaveLength(0);
  });

  it("replaces {firstname} with the stored user's first name", async () => {
    authStore.setAuth({ token: 't', user: buildUser({ firstname: 'Dana' }) });
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope({}, { title: 'Welcome back, {firstname}!', message: 'Hi {firstname}' })));
    const { message } = await api.get('/account');
    expect(message).toEqual({ title: 'Welcome back, Dana!', message: 'Hi Dana' });
  });

  it("fills {firstname} from the user the answer carries (sign-in greets the member who just signed in)", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(envelope({ token: 't', user: buildUser({ firstname: 'Dana' }) }, { title: 'Welcome back', message: 'Hi {firstname}.' })),
    );
    const { message } = await api.post('/authenticate', {});
    expect(message).toEqual({ title: 'Welcome back', message: 'Hi Dana.' });
  });

  it('stores the user too when the refresh answer carries one', async () => {
    authStore.setAuth({ token: 'old', user: buildUser({ firstname: 'Before' }) });
    const refreshed = buildUser({ firstname: 'After' });
    fetchMock
      .mockResolvedValueOnce(failure(401, 'Unauthorized', 'Token expired'))
      .mockResolvedValueOnce(jsonResponse(envelope({ token: 'new', user: refreshed })))
      .mockResolvedValueOnce(jsonResponse(envelope([])));
    await api.get('/event');
    expect(authStore.getState()).toEqual({ token: 'new', user: refreshed });
  });

  it('on a 401 refreshes once, stores the new token and retries the request once', async () => {
    authStore.setToken('old');
    fetchMock
      .mockResolvedValueOnce(failure(401, 'Unauthorized', 'Token expired'))
      .mockResolvedValueOnce(jsonResponse(envelope({ token: 'new' })))
      .mockResolvedValueOnce(jsonResponse(envelope({ id: 7 })));
    const { data } = await api.get('/account');
    expect(data).toEqual({ id: 7 });
    const [first, refresh, retry] = calls();
    expect(first.headers.get('Authorization')).toBe('Bearer old');
    expect(refresh.url).toBe('/api/authenticate/refresh');
    expect(refresh.init.method).toBe('POST');
    expect(retry.url).toBe('/api/account');
    expect(retry.headers.get('Authorization')).toBe('Bearer new');
    expect(authStore.getState().token).toBe('new');
    expect(toast.getAll()).toHaveLength(0);
  });

  it('does not refresh a second time when the retried request also gets a 401', async () => {
    authStore.setToken('old');
    fetchMock
      .mockResolvedValueOnce(failure(401, 'Unauthorized', 'Token expired'))
      .mockResolvedValueOnce(jsonResponse(envelope({ token: 'new' })))
      .mockResolvedValueOnce(failure(401, 'Unauthorized', 'Still no'));
    await expect(api.get('/account')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each(['/authenticate', '/authenticate/refresh', '/authenticate/logout', '/authenticate/signout'])(
    'never refreshes on a 401 from %s',
    async (path) => {
      fetchMock.mockResolvedValueOnce(failure(401, 'Sign in failed', 'Wrong email or password'));
      await expect(api.post(path, {})).rejects.toMatchObject({ status: 401, message: 'Wrong email or password' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(navigateMock).not.toHaveBeenCalled();
    },
  );

  it('shares one refresh between concurrent 401s', async () => {
    authStore.setToken('old');
    let resolveRefresh: (response: Response) => void = () => {};
    let refreshAsked: () => void = () => {};
    const refreshRequested = new Promise<void>((resolve) => (refreshAsked = resolve));
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      if (url.endsWith('/authenticate/refresh')) {
        refreshAsked();
        return new Promise((resolve) => (resolveRefresh = resolve));
      }
      const bearer = new Headers(init?.headers).get('Authorization');
      return Promise.resolve(bearer === 'Bearer new' ? jsonResponse(envelope(url)) : failure(401, 'Unauthorized', 'Expired'));
    });
    const pending = Promise.all([api.get('/account'), api.get('/event'), api.get('/chapter')]);
    await refreshRequested;
    // Every mocked answer is a resolved promise: once a macrotask comes, all three 401s have joined the refresh.
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolveRefresh(jsonResponse(envelope({ token: 'new' })));
    const results = await pending;
    expect(results.map((r) => r.data)).toEqual(['/api/account', '/api/event', '/api/chapter']);
    expect(calls().filter((c) => c.url.endsWith('/authenticate/refresh'))).toHaveLength(1);
  });

  it("clears the token and user and goes to /signin when the refresh fails, with a toast titled 'Signed out', not 'Unauthorized'", async () => {
    authStore.setAuth({ token: 'old', user: buildUser() });
    fetchMock
      .mockResolvedValueOnce(failure(401, 'Unauthorized', 'Expired'))
      .mockResolvedValueOnce(failure(401, 'Unauthorized', 'Your session has expired. Please sign in again.'));
    await expect(api.get('/account')).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState()).toEqual({ token: null, user: null });
    expect(navigateMock).toHaveBeenCalledWith('/signin');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.getAll()).toMatchObject([{ type: 'danger', title: 'Signed out', message: 'Your session has expired. Please sign in again.' }]);
  });

  it('getFile returns a file answer as it came, with the bearer token, and refreshes once on a 401', async () => {
    authStore.setAuth({ token: 'old', user: buildUser() });
    const csv = 'chapter,month\nGRO Detroit,2026-05\n';
    fetchMock
      .mockResolvedValueOnce(failure(401, 'Unauthorized', 'Expired'))
      .mockResolvedValueOnce(jsonResponse(envelope({ token: 'new' })))
      .mockResolvedValueOnce(new Response(csv, { headers: { 'Content-Type': 'text/csv' } }));
    const file = await api.getFile('/finance/dues-share/csv?from=2026-01&to=2026-05');
    expect(await file.text()).toBe(csv);
    const [first, , retried] = calls();
    expect(first.headers.get('Authorization')).toBe('Bearer old');
    expect(retried.headers.get('Authorization')).toBe('Bearer new');
    expect(retried.headers.get('Accept')).toBe('*/*');
  });

  it("getFile shows and throws the server's message when the answer is an error envelope", async () => {
    fetchMock.mockResolvedValueOnce(failure(400, 'Error', 'Months must be written YYYY-MM.'));
    await expect(api.getFile('/finance/dues-share/csv?from=x')).rejects.toMatchObject({ status: 400, message: 'Months must be written YYYY-MM.' });
    expect(toast.getAll()).toMatchObject([{ type: 'danger', title: 'Error', message: 'Months must be written YYYY-MM.' }]);
  });
});
