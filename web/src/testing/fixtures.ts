import type { Company, User } from '@gro/config';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    firstname: 'Jordan',
    lastname: 'Rivera',
    fullname: 'Jordan Rivera',
    email: 'jordan@example.com',
    phoneNumber: '(555) 555-0100',
    phoneExt: null,
    status: 'Active',
    avatar: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    chapterId: 1,
    chapter: { id: 1, name: 'Detroit Downtown' },
    companyId: 3,
    company: { id: 3, name: 'Rivera Consulting' },
    role: [{ name: 'Member' }],
    subscription: null,
    ...overrides,
  };
}

/** A company as GET /company answers it; the default is the member's own (id 3). */
export function buildCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 3,
    uuid: 'company-3',
    name: 'Rivera Consulting',
    address: null,
    city: 'Detroit',
    state: 'MI',
    postalCode: null,
    country: null,
    latitude: null,
    longitude: null,
    phoneNumber: null,
    phoneExt: null,
    url: null,
    logo: null,
    contactName: null,
    industry: null,
    description: null,
    socialLinks: {},
    ...overrides,
  };
}

export const buildAdmin = (overrides: Partial<User> = {}) => buildUser({ role: [{ name: 'ADMIN' }], ...overrides });

/** A JSON Response as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const envelope = (data: unknown, message?: { title: string; message: string }) => ({
  ok: true,
  error: false,
  data,
  ...(message ? { message } : {}),
});

export const failure = (status: number, title: string, message: string) =>
  jsonResponse({ ok: false, error: true, data: null, message: { title, message } }, status);
