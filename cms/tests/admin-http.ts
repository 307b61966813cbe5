import assert from 'node:assert/strict';
import { freshIpHeader } from './helpers';

/** Plain HTTP to a cms of its own (any base address), for the files that start one. */
export async function post(base: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...freshIpHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : null };
}

export async function get(base: string, route: string, token?: string) {
  const res = await fetch(`${base}${route}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, json: await res.json() };
}

/** Signs in to the Strapi admin; answers the codes of the account's roles. */
export async function staffRoles(base: string, email: string, password: string): Promise<string[]> {
  const login = await post(base, '/admin/login', { email, password });
  assert.equal(login.status, 200, `admin sign-in of ${email}: ${login.text.slice(0, 300)}`);
  const me = await get(base, '/admin/users/me', login.json.data.token);
  return me.json.data.roles.map((role: { code: string }) => role.code);
}
