import { ROLE_ADMIN, ROLE_MEMBER } from '@gro/config';
import { ADMINS, LEADERS, type FieldRule, type RequestContext, type Row } from './types';

/**
 * Rows of the administration routes (the cms/web contract: admin writes, join-request review, the
 * activity log), spread into ROWS by rows.ts.
 *
 * Every write is adminOnly: visitor 401, newcomer and member 403 (global::is-admin), admin 2xx.
 * The bodies are valid, so the admin's status is the write's, not a validation error's; the
 * updates re-send an object's own values (the seeded chapter and event stay as they are) or edit
 * the matrix's own objects (the other member's company and account).
 */

const unchanged = <T extends string>(object: Record<string, unknown>, keys: readonly T[]) => Object.fromEntries(keys.map((k) => [k, object[k] ?? null])) as Record<T, unknown>;

const CHAPTER_KEYS = ['name', 'description', 'location', 'email', 'address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude', 'timeStart', 'timeEnd', 'dayOfWeek', 'isActive'] as const;
const EVENT_KEYS = ['title', 'type', 'date', 'dayOfWeek', 'description', 'location', 'address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude', 'timeStart', 'timeEnd'] as const;

/** The event's payload as eventFormToPayload makes it: empty date or day as null, the chapter as a connect reference. */
function eventPayload(event: Record<string, unknown>) {
  const values = unchanged(event, EVENT_KEYS);
  const chapterId = (event.chapterId as number | null | undefined) ?? null;
  return { ...values, date: values.date || null, dayOfWeek: values.dayOfWeek || null, chapter: chapterId ? { connect: [{ id: chapterId }] } : null };
}

/** An admin answer that carries a user: no secret, and the admin fields. */
const ADMIN_USER: FieldRule = { has: ['id', 'email', 'status'], lacks: ['password', 'resetPasswordToken'] };

/** A user payload (userPayloadSchema + role) re-sending the account's values. */
const userPayload = ({ f, owner }: RequestContext) => ({
  firstname: 'Matrix',
  lastname: 'Edited',
  email: owner!.email,
  phoneNumber: '(313) 555-0144',
  phoneExt: '',
  chapterId: f.chapter.id,
  companyId: owner!.companyId,
  status: 'Active',
  role: owner === f.accounts.admin ? ROLE_ADMIN : ROLE_MEMBER,
});

export const ADMIN_ROWS: Row[] = [
  {
    route: 'POST /api/chapter',
    expect: ADMINS(201),
    // Inactive, so the public lists the other tests read (GET /chapter/active) are unchanged.
    body: ({ f }) => ({ name: `Matrix Chapter ${f.unique('chapter')}`, location: 'Detroit, MI', email: 'matrix.chapter@example.com', description: 'Made by the matrix.', timeStart: '09:00', timeEnd: '10:00', dayOfWeek: 'Tuesday', isActive: false }),
    fields: { admin: { has: ['id', 'uuid', 'slug', 'name'] } },
  },
  {
    route: 'PUT /api/chapter/:uuid',
    expect: LEADERS(200),
    right: 'editChapter',
    path: ({ f }) => `/api/chapter/${f.chapter.uuid}`,
    body: ({ f }) => unchanged(f.chapter, CHAPTER_KEYS),
    fields: { leader: { has: ['id', 'uuid', 'slug', 'name'] }, admin: { has: ['id', 'uuid', 'slug', 'name'] } },
    note: "the seeded chapter re-saved with its own values (name and isActive as stored, the slug stays): its leader may, another chapter's may not",
  },
  {
    route: 'POST /api/event',
    expect: ADMINS(201),
    body: () => ({ title: 'Matrix one-time event', type: 'Once', date: '2031-03-14', dayOfWeek: null, chapter: null, timeStart: '07:00', timeEnd: '08:00', location: 'Detroit', description: 'Made by the matrix.' }),
    fields: { admin: { has: ['id', 'title', 'type', 'date'] } },
  },
  {
    route: 'PUT /api/event/:id',
    expect: LEADERS(200),
    right: 'manageEvents',
    path: ({ f }) => `/api/event/${f.chapterEvent.id}`,
    body: ({ f }) => eventPayload(f.chapterEvent),
    fields: { leader: { has: ['id', 'title', 'type'] }, admin: { has: ['id', 'title', 'type'] } },
    note: "a seeded event of the fixture's chapter re-saved with its own values (its chapter stays): the chapter's leader may",
  },
  {
    route: 'PUT /api/company/:uuid',
    // A member may not edit even their own company through this route; the newcomer and the admin have none.
    expect: { own: { member: 403 }, other: ADMINS(200) },
    path: ({ owner }) => `/api/company/${owner!.companyUuid}`,
    body: ({ f }) => ({ name: `Matrix Renamed ${f.unique('company')}`, description: 'Edited by the matrix.', address: '2 Woodward Ave', city: 'Detroit', state: 'MI', isNonprofit: false }),
    fields: { admin: { has: ['id', 'uuid', 'name'] } },
  },
  {
    route: 'POST /api/user',
    expect: ADMINS(201),
    body: ({ f }) => ({ firstname: 'Matrix', lastname: 'Created', email: `${f.unique('user')}@example.com`, phoneNumber: '(313) 555-0145', phoneExt: '', chapterId: f.chapter.id, companyId: null, status: 'Active', role: ROLE_MEMBER, password: 'Copper-kettle-72' }),
    fields: { admin: ADMIN_USER },
  },
  {
    route: 'PUT /api/user/:id',
    // An admin may edit their own profile; only demoting or suspending themselves is a 409 (API-tested apart).
    expect: { own: { newcomer: 403, member: 403, admin: 200 }, other: ADMINS(200) },
    path: ({ owner }) => `/api/user/${owner!.id}`,
    body: userPayload,
    fields: { admin: ADMIN_USER },
  },
  {
    route: 'GET /api/company/join-request',
    expect: ADMINS(200),
    path: () => '/api/company/join-request?pageSize=100',
    fields: { admin: { has: ['items[].id', 'items[].user.email', 'items[].company.name', 'items[].companyId'], lacks: ['items[].user.status', 'items[].user.password'] } },
  },
  {
    route: 'POST /api/company/join-request/:id/approve',
    // Own: the newcomer's own pending request; other: a request of a newcomer of the fixture's chapter, one per reviewing row and caller.
    expect: { own: { newcomer: 403 }, other: LEADERS(200) },
    right: 'reviewJoinRequests',
    path: ({ f, target, me, caller }) => `/api/company/join-request/${target === 'own' ? me!.joinRequestId : f.pendingJoinRequests.approve[caller]}/approve`,
    note: "the requester's home chapter is the fixture's: its leader reviews it",
  },
  {
    route: 'POST /api/company/join-request/:id/reject',
    expect: { own: { newcomer: 403 }, other: LEADERS(200) },
    right: 'reviewJoinRequests',
    path: ({ f, target, me, caller }) => `/api/company/join-request/${target === 'own' ? me!.joinRequestId : f.pendingJoinRequests.reject[caller]}/reject`,
    body: () => ({ reason: 'Not a match.' }),
    note: "the requester's home chapter is the fixture's: its leader reviews it",
  },
  {
    route: 'GET /api/activity',
    expect: ADMINS(200),
    path: () => '/api/activity?pageSize=100',
    fields: { admin: { has: ['items', 'pagination'], lacks: ['items[].actor.password', 'items[].actor.stripeCustomerId'] } },
    note: 'the admin activity log; entries made by this run may or may not be there yet (the rows run together)',
  },
];
