import fs from 'node:fs';
import { request as newRequest } from '@playwright/test';
import { API_PREFIX, AUTHENTICATE_API, SECOND_FACTOR_API, fillPath, needsSecondFactor, type PasskeyOptions, type SignInAnswer } from '@gro/config';
import { SoftPasskey } from '../scripts/lib/soft-passkey.mjs';
import { adminPasskeyFile, baseURL } from './playwright.config';
import { DEMO_ADMIN, passkeyOrigin } from './support/portal';

/**
 * Before the specs (the server is up): the demo admin gets a passkey of their own, as an admin
 * does at the staff gate the e2e server keeps (REQUIRE_SECOND_FACTOR=admins,leaders). Its key is
 * written for the specs' sign-ins (support/portal.ts answers the second step with it), since an
 * authenticator app's code is accepted once per 30 seconds and the specs sign the admin in dozens of times.
 */
export default async function globalSetup() {
  const api = await newRequest.newContext({ baseURL });
  try {
    const call = async <T>(path: string, data: unknown, token?: string): Promise<T> => {
      const res = await api.post(`${API_PREFIX}${fillPath(path)}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      const body = (await res.json().catch(() => null)) as { data?: T; message?: unknown } | null;
      if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${JSON.stringify(body?.message ?? body)}`);
      return body!.data as T;
    };
    const answer = await call<SignInAnswer>(AUTHENTICATE_API.signIn.path, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    if (needsSecondFactor(answer)) throw new Error(`the demo admin already has a second factor: ${adminPasskeyFile} was not made by this run`);
    const device = new SoftPasskey(passkeyOrigin);
    const question = await call<PasskeyOptions>(SECOND_FACTOR_API.passkeyOptions.path, { currentPassword: DEMO_ADMIN.password }, answer.token);
    await call(SECOND_FACTOR_API.addPasskey.path, { name: 'e2e set-up', credential: device.create(question.options) }, answer.token);
    await call(AUTHENTICATE_API.signOut.path, {}, answer.token).catch(() => undefined);
    fs.writeFileSync(adminPasskeyFile, JSON.stringify(device.toJSON()));
  } finally {
    await api.dispose();
  }
}
