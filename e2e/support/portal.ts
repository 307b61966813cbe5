import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCOUNT_API,
  AUTHENTICATE_API,
  CHAPTER_API,
  COMPANY_API,
  JOIN_REQUEST_API,
  ROLE_ADMIN,
  USER_API,
  API_PREFIX,
  fillPath,
  needsSecondFactor,
  type AuthResponse,
  type Company,
  type PathParam,
  type SignInAnswer,
} from '@gro/config';
import { DASHBOARD_TEXTS } from '@gro/config/screens';
import { SoftPasskey } from '../../scripts/lib/soft-passkey.mjs';
import { adminPasskeyFile, baseURL } from '../playwright.config';
import { waitForMailWhere } from './mail';

/**
 * The demo members' password in the e2e run: SEED_MEMBER_PASSWORD in playwright.config.ts.
 * Demo members are only read, never changed: tests that change an account create their own.
 */
export const DEMO_PASSWORD = 'Member-pass-for-e2e-1';
/** A demo member with a company (spec demo data), used by the read-only tests. */
export const DEMO_MEMBER = {
  email: 'marcus.bell@example.com',
  name: 'Marcus Bell',
  company: 'Bell & Associates CPAs',
  chapter: 'GRO Detroit',
} as const;

/**
 * The seeded portal administrator; SEED_ADMIN_PASSWORD in playwright.config.ts. Only read, never
 * changed. The e2e server requires a second factor of admins: global-setup.ts gives them a passkey,
 * and signInAnswer() answers the second step with it.
 */
export const DEMO_ADMIN = { email: 'admin@gro.example.org', password: 'Admin-pass-for-e2e-1', name: 'Grace Okafor' } as const;

/** Where a passkey's answers come from: the site as a browser names it (localhost; an IP address cannot hold passkeys). */
export const passkeyOrigin = new URL(baseURL.replace('127.0.0.1', 'localhost')).origin;

let adminPasskey: SoftPasskey | null = null;
/** The demo admin's passkey that global-setup.ts registered. */
function demoAdminPasskey(): SoftPasskey {
  adminPasskey ??= SoftPasskey.from(JSON.parse(fs.readFileSync(adminPasskeyFile, 'utf8')), passkeyOrigin);
  return adminPasskey;
}

/**
 * POST /api/authenticate as the sign-in screen sends it, then, for the demo admin, the second step
 * with their passkey (POST /api/authenticate/second-factor/passkey), as the screen's "Use a
 * passkey" does: the session's token and user.
 */
async function signInAnswer(request: APIRequestContext, email: string, password: string, headers: Record<string, string> = {}): Promise<AuthResponse> {
  const answer = await dataOf<SignInAnswer>(await request.post(apiPath(AUTHENTICATE_API.signIn), { headers, data: { email, password } }), `POST /api/authenticate (${email})`);
  if (!needsSecondFactor(answer)) return answer;
  const { challenge, passkey } = answer.secondFactor;
  expect(email === DEMO_ADMIN.email && passkey, `${email} is asked for a second step the e2e helpers cannot give`).toBeTruthy();
  return dataOf<AuthResponse>(
    await request.post(apiPath(AUTHENTICATE_API.secondFactorPasskey), { headers, data: { challenge, credential: demoAdminPasskey().get(passkey!) } }),
    `POST /api/authenticate/second-factor/passkey (${email})`,
  );
}

/** The password of the members a test creates. */
export const NEW_PASSWORD = 'Harbor-lantern-42';

/** The subject of the mail that carries a new account's verification link. */
const VERIFY_SUBJECT = 'Confirm your email address for GRO';

/** Where the web app keeps its session (web/src/lib/auth/auth-storage.ts). */
const AUTH_STORAGE_KEY = 'gro-auth';

let sequence = 0;
/** A stamp unique to this worker and moment, for emails and company names. */
export const uniqueStamp = (): string => `${Date.now().toString(36)}${process.pid.toString(36)}${(sequence += 1)}`;
export const uniqueEmail = (tag: string): string => `e2e.${tag}.${uniqueStamp()}@example.com`;

/** A call's address, from the API's table: apiPath(COMPANY_API.approve, { uuid }) -> '/api/company/<uuid>/approve'. */
export function apiPath<P extends string>(call: { path: P }, params?: Record<PathParam<P>, string | number>): string {
  return `${API_PREFIX}${fillPath(call.path as string, params as Record<string, string | number> | undefined)}`;
}

/** Reads the envelope's data of an API answer and fails with the server's message otherwise. */
async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: unknown } | null;
  expect(response.ok(), `${what}: ${response.status()} ${JSON.stringify(body?.message ?? body)}`).toBe(true);
  return body!.data as T;
}

async function chapterIdOf(request: APIRequestContext, name: string): Promise<number> {
  const chapters = await dataOf<{ id: number; name: string }[]>(await request.get(apiPath(CHAPTER_API.find)), 'GET /api/chapter');
  const chapter = chapters.find((c) => c.name === name);
  expect(chapter, `chapter ${name}`).toBeTruthy();
  return chapter!.id;
}

interface NewMember {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  fullname: string;
  token: string;
  id: number;
}

let clientSerial = 0;
/** A client address unique to this run's worker and call, for X-Forwarded-For. */
function nextClientAddress(): string {
  clientSerial += 1;
  return `10.${process.pid % 250}.${(clientSerial >> 8) & 255}.${clientSerial & 255}`;
}

/** POST /api/authenticate/signup: a new Active member of GRO Detroit without a company. */
export async function signUpByApi(
  request: APIRequestContext,
  { firstname, lastname, tag }: { firstname: string; lastname: string; tag: string },
): Promise<NewMember> {
  const email = uniqueEmail(tag);
  const chapterId = await chapterIdOf(request, 'GRO Detroit');
  const data = await dataOf<{ token: string; user: { id: number } }>(
    await request.post(apiPath(AUTHENTICATE_API.signUp), {
      // Each set-up sign-up comes from a visitor of its own (the e2e server trusts its proxy, as the
      // cms tests' does): the sign-up limit of 20 per hour per address is for people, and the specs
      // together make more accounts than that.
      headers: { 'X-Forwarded-For': nextClientAddress() },
      data: { firstname, lastname, email, phoneNumber: '(313) 555-0142', password: NEW_PASSWORD, chapterId },
    }),
    'POST /api/authenticate/signup',
  );
  await verifyEmailFromMail(request, email);
  return { email, password: NEW_PASSWORD, firstname, lastname, fullname: `${firstname} ${lastname}`, token: data.token, id: data.user.id };
}

/** The link a new account is mailed to prove its address (the mail capture's copy). */
export async function verificationLinkOf(email: string): Promise<string> {
  const mail = await waitForMailWhere(email, (m) => m.subject === VERIFY_SUBJECT);
  const link = /https?:\/\/\S+\/account\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail.text ?? '')?.[0];
  expect(link, `the verification link mailed to ${email}`).toBeTruthy();
  return link!;
}

/** Opens the verification link of a new account through the API, as its owner would from the mail. */
async function verifyEmailFromMail(request: APIRequestContext, email: string): Promise<void> {
  const token = decodeURIComponent(new URL(await verificationLinkOf(email)).searchParams.get('token') ?? '');
  await dataOf(await request.post(apiPath(ACCOUNT_API.verifyEmail), { headers: { 'X-Forwarded-For': nextClientAddress() }, data: { token } }), 'POST /api/account/email/verify');
}

/** A fresh access token of the demo admin for set-up calls, signed in through the API from an address of its own. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await signInAnswer(request, DEMO_ADMIN.email, DEMO_ADMIN.password, { 'X-Forwarded-For': nextClientAddress() })).token;
}

let reviewerToken: string | null = null;

/** An admin's access token for set-up calls (the seeded admin, signed in through the API from an address of its own). */
async function reviewer(request: APIRequestContext, fresh = false): Promise<string> {
  if (reviewerToken && !fresh) return reviewerToken;
  reviewerToken = await adminToken(request);
  return reviewerToken;
}

/** POST /api/company/{uuid}/approve as an admin: the company's members read member data. */
async function approveCompanyByApi(request: APIRequestContext, company: Company): Promise<void> {
  const approve = async (token: string) => request.post(apiPath(COMPANY_API.approve, { uuid: company.uuid }), { headers: { Authorization: `Bearer ${token}` } });
  let res = await approve(await reviewer(request));
  if (res.status() === 401) res = await approve(await reviewer(request, true));
  await dataOf(res, 'POST /api/company/{uuid}/approve');
}

/**
 * POST /api/company as `member`: the member now owns a new company in Detroit, approved by an admin
 * unless `pending` (it then waits for review and its member reads no member data).
 */
export async function createCompanyByApi(request: APIRequestContext, member: NewMember, name: string, { pending = false } = {}): Promise<Company> {
  const data = await dataOf<{ company: Company }>(
    await request.post(apiPath(COMPANY_API.create), {
      headers: { Authorization: `Bearer ${member.token}` },
      data: {
        name,
        description: 'A company created by the end-to-end tests.',
        address: '1 Woodward Ave',
        city: 'Detroit',
        state: 'Michigan',
        postalCode: '48226',
        country: 'United States',
        industry: 'Testing',
      },
    }),
    'POST /api/company',
  );
  if (!pending) await approveCompanyByApi(request, data.company);
  return data.company;
}

/** POST /api/user as the demo admin: a new admin of GRO Detroit (no company), with NEW_PASSWORD and no second factor yet. */
export async function newAdminByApi(request: APIRequestContext, { firstname, lastname, tag }: { firstname: string; lastname: string; tag: string }) {
  const email = uniqueEmail(tag);
  const chapterId = await chapterIdOf(request, 'GRO Detroit');
  const data = await dataOf<{ id: number }>(
    await request.post(apiPath(USER_API.create), {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: { firstname, lastname, email, phoneNumber: '(313) 555-0177', chapterId, role: ROLE_ADMIN, status: 'Active', password: NEW_PASSWORD },
    }),
    'POST /api/user (admin)',
  );
  return { id: data.id, email, password: NEW_PASSWORD, firstname, lastname, fullname: `${firstname} ${lastname}` };
}

/** POST /company/join-request as `member`: a pending request to join `company`. */
export async function requestToJoinByApi(request: APIRequestContext, member: NewMember, company: Company, note: string): Promise<{ id: number }> {
  return dataOf<{ id: number }>(
    await request.post(apiPath(JOIN_REQUEST_API.create), { headers: { Authorization: `Bearer ${member.token}` }, data: { companyId: company.id, note } }),
    'POST /company/join-request',
  );
}

/** A new member who already has a company, so the portal (not the company gate) opens. */
export async function memberWithCompany(request: APIRequestContext, firstname: string, tag: string): Promise<NewMember & { company: string }> {
  const member = await signUpByApi(request, { firstname, lastname: 'Zeller', tag });
  const company = `Zeller ${tag} Works ${uniqueStamp()}`;
  await createCompanyByApi(request, member, company);
  return { ...member, company };
}

let signInSerial = 0;
/**
 * Signs in as the sign-in screen does, by its API call (the refresh cookie lands in the page's
 * context, the access token and user in the app's storage), then opens the portal. The screen itself
 * is proven by accounts.spec; everywhere else signing in is set-up, not what the test is about.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const session = await signInAnswer(page.request, email, password);
  // Written once per tab (at the next page load, before the app's first script reads it): a later
  // sign-out or sign-in as someone else is not undone by the next navigation.
  signInSerial += 1;
  await page.addInitScript(
    ([key, value, once]) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(session), `e2e-sign-in-${signInSerial}`] as const,
  );
  // The portal has loaded the account (GET /account) before the test goes on: a navigation that
  // interrupted the first page's start could leave the next page signed out.
  const accountLoaded = page.waitForResponse((res) => res.request().method() === 'GET' && new URL(res.url()).pathname === apiPath(ACCOUNT_API.find) && res.ok(), { timeout: 90_000 });
  await page.goto('/portal');
  await accountLoaded;
  await expect(page).toHaveURL(/\/portal$/);
}

/** Signs in and waits for the dashboard of a member with a company. */
export async function signInToDashboard(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXTS.title })).toBeVisible();
}

/** The access token the app stored after signing in. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  return JSON.parse(raw!).token as string;
}

/** A solid-colour RGB PNG of `size` x `size` pixels, built without an image library. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
