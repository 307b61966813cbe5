import { expect, type APIRequestContext } from '@playwright/test';

/** The Strapi admin's first staff account, created at the first start from these variables (playwright.config.ts). */
export const STAFF = { email: 'staff@gro.example.org', password: 'Staff-pass-for-e2e-1' } as const;

/** The Strapi admin as staff use it: signed in at /admin/login, calling the content manager's API like its screens do. */
export async function signInToStrapiAdmin(request: APIRequestContext) {
  const login = await request.post('/admin/login', { data: STAFF });
  expect(login.ok(), `POST /admin/login: ${login.status()}`).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };

  async function call(method: 'post' | 'put', path: string, data: unknown) {
    const res = await request[method](`/content-manager${path}`, { headers, data });
    expect(res.ok(), `${method.toUpperCase()} /content-manager${path}: ${res.status()} ${(await res.text()).slice(0, 300)}`).toBe(true);
    return ((await res.json()) as { data: { documentId: string; id: number } }).data;
  }

  return {
    /** Save a new entry (a draft when its type has draft and publish). */
    create: (uid: string, data: Record<string, unknown>) => call('post', `/collection-types/${uid}`, data),
    /** The Publish button of an entry. */
    publish: (uid: string, documentId: string) => call('post', `/collection-types/${uid}/${documentId}/actions/publish`, {}),
  };
}
