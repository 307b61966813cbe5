import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { COMPANY_REVIEW_ROWS } from './company-review-rows';
import { ADMIN_ROWS } from './admin-rows';
import { FINANCE_ROWS } from './finance-rows';
import { PAYMENT_ROWS } from './payment-rows';
import { EVENT_PAGE_ROWS } from './event-page-rows';
import { CALENDAR_ROWS } from './calendar-rows';
import { DIRECTORY_ROWS } from './directory-rows';
import { RSVP_ROWS } from './rsvp-rows';
import { REMINDER_ROWS } from './reminder-rows';
import { SCORECARD_ROWS } from './scorecard-rows';
import { VISITOR_ROWS } from './visitor-rows';
import { ATTENDANCE_ROWS } from './attendance-rows';
import { CALENDAR_FEED_ROWS } from './calendar-feed-rows';
import { EXPORT_ROWS } from './export-rows';
import { IMPORT_ROWS } from './import-rows';
import { OVERVIEW_ROWS } from './overview-rows';
import { REFERRAL_ROWS } from './referral-rows';
import { ONE_TO_ONE_FIGURES_ROWS } from './one-to-one-figures-rows';
import { CHAPTER_LEADER_ROWS } from './chapter-leader-rows';
import { LEADER_RIGHTS_ROWS } from './leader-rights-rows';
import { CONTACT_ROWS } from './contact-rows';
import { SECOND_FACTOR_ROWS } from './second-factor-rows';
import { NEWS_ROWS } from './news-rows';
import { ALL, MEMBERS, SIGNED_IN, type FieldRule, type Row } from './types';

/**
 * The authorization matrix: one row per route the server answers, GRO's and Strapi's
 * plugins' alike, with the status each caller gets and, for 2xx answers, what they may see.
 * tests/authorization-matrix.test.ts fails for a route without a row and for a row without a route.
 */

/** What members see of other members: public profile fields, never status, dates or billing. */
const PUBLIC_MEMBER: FieldRule = {
  has: ['id', 'firstname', 'lastname', 'email', 'company', 'chapter'],
  lacks: ['status', 'createdAt', 'updatedAt', 'stripeCustomerId', 'subscription', 'signInLog'],
};
const listOf = (rule: FieldRule): FieldRule => ({
  has: rule.has?.map((p) => `items[].${p}`),
  lacks: rule.lacks?.map((p) => `items[].${p}`),
  empty: rule.empty?.map((p) => `items[].${p}`),
});
/** Admins see each member's status and dates (spec §6; the admins' users table). */
const ADMIN_MEMBER: FieldRule = { has: ['id', 'email', 'status', 'createdAt'] };
/** The caller's own account (GET /account and the answers that return it). */
const OWN = ['stripeCustomerId', 'signInLog'];
const OWN_ACCOUNT: FieldRule = { has: ['id', 'email', 'firstname', 'lastname', 'status', 'companyId'], self: 'id', allow: OWN };
/** Sign-in and sign-up answer with the account the credentials belong to (spec §7's User, with its billing id and sign-ins). */
const SIGNED_IN_USER: FieldRule = { has: ['token', 'user.id', 'user.email'], allow: OWN };
const WITH_TOKEN: FieldRule = { ...SIGNED_IN_USER, self: 'user.id' };
const ACCOUNT_FIELDS: Partial<Record<'newcomer' | 'member' | 'admin', FieldRule>> = { newcomer: OWN_ACCOUNT, member: OWN_ACCOUNT, admin: OWN_ACCOUNT };
/** GET /account also answers the chapters the caller leads: by id, name and slug; [] for everyone else. */
const LEADS = ['leads[].id', 'leads[].name', 'leads[].slug'];
const OWN_ACCOUNT_OF_LEADER: FieldRule = { ...OWN_ACCOUNT, has: [...OWN_ACCOUNT.has!, ...LEADS] };
const OWN_ACCOUNT_WITH_LEADS: FieldRule = { ...OWN_ACCOUNT, has: [...OWN_ACCOUNT.has!, 'leads'] };
/** A new member's first steps: whether to show them and each step's state; nothing about anyone else. */
const FIRST_WEEK: FieldRule = { has: ['show', 'steps'], lacks: ['email', 'phoneNumber'] };

/** The dashboard's few chapter members: public profile fields, even for an admin. */
const DASHBOARD: FieldRule = { has: ['members[].firstname', 'members[].email'], lacks: ['members[].status', 'members[].createdAt', 'members[].stripeCustomerId'] };

/** The public chapter page lists its members by name, company and role (spec §7): no contact details, no status. */
const CHAPTER_MEMBERS: FieldRule = { has: ['users[].firstname', 'users[].lastname', 'users[].company'], lacks: ['users[].email', 'users[].phoneNumber', 'users[].phoneExt', 'users[].status', 'users[].createdAt'] };
const ALL_CALLERS = (rule: FieldRule) => ({ visitor: rule, newcomer: rule, member: rule, admin: rule });

/** The company gate's type-ahead: names and places only, no contact fields, no Nonprofit flag. */
const GATE_COMPANY = listOf({ has: ['id', 'name', 'city'], empty: ['phoneNumber', 'phoneExt', 'contactName', 'url', 'description', 'address'], lacks: ['isNonprofit'] });
/** Members see every field of the company form; the Nonprofit flag is for admins. */
const MEMBER_COMPANY = listOf({ has: ['id', 'name', 'phoneNumber', 'contactName', 'url', 'description', 'address'], lacks: ['isNonprofit'] });
const ADMIN_COMPANY = listOf({ has: ['id', 'name', 'phoneNumber', 'contactName', 'url', 'description', 'address', 'isNonprofit'] });

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const avatarForm = () => {
  const form = new FormData();
  form.append('avatar', new Blob([PNG_1PX], { type: 'image/png' }), 'avatar.png');
  return form;
};

/** GRO's own routes under /api. */
const GRO_ROUTES: Row[] = [
  // Sign-in, sign-up, sessions, password reset (spec §7): public by nature.
  {
    route: 'POST /api/authenticate',
    expect: ALL(200),
    body: ({ me, f }) => ({ email: (me ?? f.other).email, password: (me ?? f.other).password }),
    fields: { visitor: SIGNED_IN_USER, newcomer: WITH_TOKEN, member: WITH_TOKEN, admin: WITH_TOKEN },
    note: 'public: the credentials are the proof; the visitor signs in as the other member',
  },
  {
    route: 'POST /api/authenticate/signup',
    expect: ALL(201),
    body: ({ f }) => ({ firstname: 'Matrix', lastname: 'Signup', email: `${f.unique('signup')}@example.com`, phoneNumber: '(313) 555-0177', password: 'Copper-kettle-72', chapterId: f.chapter.id }),
    fields: { visitor: SIGNED_IN_USER, newcomer: SIGNED_IN_USER, member: SIGNED_IN_USER, admin: SIGNED_IN_USER },
    note: 'public: anyone may open an account, signed in or not',
  },
  { route: 'POST /api/authenticate/signout', expect: ALL(200), fresh: true, note: 'public: ends whatever session the request carries, none for a visitor' },
  {
    route: 'POST /api/authenticate/refresh',
    expect: SIGNED_IN(200),
    fresh: true,
    fields: { newcomer: WITH_TOKEN, member: WITH_TOKEN, admin: WITH_TOKEN },
    note: 'auth: false, the refresh cookie is the proof: a visitor has none (401)',
  },
  { route: 'POST /api/authenticate/forgot-password', expect: ALL(200), body: ({ me, f }) => ({ email: (me ?? f.other).email }), note: 'public; the same answer for any address' },
  { route: 'POST /api/authenticate/reset-password', expect: ALL(400), body: () => ({ token: 'not-a-mailed-token', newPassword: 'Another-pass-91' }), note: 'public: the mailed token is the proof; a wrong one is 400 for everyone' },
  { route: 'POST /api/authenticate/sign-in-link', expect: ALL(400), body: () => ({ token: 'not-a-mailed-token' }), note: 'public: the mailed token is the proof; a wrong one is 400 for everyone' },

  // The account (signedInOnly), and the public confirmation of a new address.
  {
    route: 'GET /api/account',
    expect: SIGNED_IN(200),
    fields: { newcomer: OWN_ACCOUNT_WITH_LEADS, member: OWN_ACCOUNT_WITH_LEADS, leader: OWN_ACCOUNT_OF_LEADER, otherLeader: OWN_ACCOUNT_OF_LEADER, admin: OWN_ACCOUNT_WITH_LEADS },
  },
  { route: 'GET /api/account/first-week', expect: SIGNED_IN(200), fields: { newcomer: FIRST_WEEK, member: FIRST_WEEK, admin: FIRST_WEEK }, note: "the caller's own steps only" },
  {
    route: 'PUT /api/account',
    expect: SIGNED_IN(200),
    body: ({ me }) => ({ firstname: 'Matrix', lastname: 'Caller', email: me?.email ?? 'visitor@example.com', phoneNumber: '(313) 555-0143', phoneExt: '' }),
    fields: ACCOUNT_FIELDS,
  },
  {
    route: 'PUT /api/account/about',
    expect: SIGNED_IN(200),
    body: () => ({ professionId: null, bio: 'Books for family businesses.', idealReferral: 'An owner whose books are behind.', website: 'https://example.com', linkedin: '' }),
    fields: ACCOUNT_FIELDS,
    note: "the caller's own profession, bio, ideal referral and links",
  },
  {
    route: 'PUT /api/account/password',
    expect: SIGNED_IN(200),
    fresh: true,
    body: ({ me }) => ({ currentPassword: me?.password ?? 'Copper-kettle-72', newPassword: 'Another-pass-91' }),
    fields: { newcomer: WITH_TOKEN, member: WITH_TOKEN, admin: WITH_TOKEN },
  },
  { route: 'POST /api/account/email/confirm', expect: ALL(400), body: () => ({ token: 'not-a-mailed-token' }), note: 'public: the mailed token is the proof; a wrong one is 400 for everyone' },
  { route: 'POST /api/account/email/verify', expect: ALL(400), body: () => ({ token: 'not-a-mailed-token' }), note: "public: a new account's mailed token is the proof; a wrong one is 400 for everyone" },
  {
    route: 'POST /api/account/email/verification',
    expect: { ...SIGNED_IN(409), unverified: 200 },
    note: 'every signed-in caller of the matrix is verified already (409) but the unverified sign-up, whose link is sent again',
  },
  { route: 'PUT /api/account/avatar', expect: SIGNED_IN(200), body: avatarForm, fields: ACCOUNT_FIELDS },
  { route: 'GET /api/account/setting', expect: SIGNED_IN(200) },
  { route: 'PUT /api/account/setting', expect: SIGNED_IN(200), body: ({ f }) => ({ setting: { key: f.settingKey }, channel: 'email', value: true }) },
  // The notification centre: every account's own (its rows are scoped to the caller; inbox.test.ts tries another's ids).
  { route: 'GET /api/account/inbox', expect: SIGNED_IN(200), fields: { newcomer: { has: ['items', 'unread', 'more'] }, member: { has: ['items', 'unread', 'more'] }, admin: { has: ['items', 'unread', 'more'] } } },
  { route: 'GET /api/account/inbox/stream', expect: SIGNED_IN(200), stream: true },
  { route: 'POST /api/account/inbox/read', expect: SIGNED_IN(200), body: () => ({ all: true }), fields: { member: { has: ['unread'] }, admin: { has: ['unread'] } } },

  // Public reads and forms.
  { route: 'GET /api/address/search', expect: ALL(200), path: () => '/api/address/search?q=Woodward' },
  { route: 'GET /api/map/preview', expect: ALL(200), path: () => '/api/map/preview?lat=42.33&lng=-83.05&zoom=12&width=64&height=64&retina=false&useLogo=false' },
  { route: 'GET /api/blog/post', expect: ALL(200), path: () => '/api/blog/post?page=1' },
  { route: 'GET /api/blog/post/slug/:slug', expect: ALL(404), path: () => '/api/blog/post/slug/no-such-post', note: 'published posts only; the blog test covers a 200' },
  { route: 'GET /api/blog/category', expect: ALL(200) },
  { route: 'GET /api/chapter', expect: ALL(200) },
  { route: 'GET /api/chapter/active', expect: ALL(200) },
  { route: 'GET /api/chapter/:id', expect: ALL(200), path: ({ f }) => `/api/chapter/${f.chapter.id}`, fields: ALL_CALLERS(CHAPTER_MEMBERS) },
  { route: 'GET /api/chapter/slug/:slug', expect: ALL(200), path: ({ f }) => `/api/chapter/slug/${f.chapter.slug}`, fields: ALL_CALLERS(CHAPTER_MEMBERS) },
  {
    route: 'POST /api/chapter/application',
    expect: ALL(201),
    body: ({ f }) => ({ firstname: 'Ada', lastname: 'Applicant', email: `${f.unique('apply')}@example.com`, phoneNumber: '(313) 555-0178', message: 'We would like a chapter in Ann Arbor.' }),
  },
  { route: 'POST /api/contact', expect: ALL(201), body: ({ f }) => ({ firstname: 'Cy', lastname: 'Contact', email: `${f.unique('contact')}@example.com`, phoneNumber: '(313) 555-0179', message: 'Hello from the matrix.' }) },
  { route: 'GET /api/event', expect: ALL(200) },
  { route: 'GET /api/event/active', expect: ALL(200) },
  { route: 'GET /api/contact-details', expect: ALL(200) },
  { route: 'GET /api/faq', expect: ALL(200) },
  { route: 'GET /api/profession', expect: ALL(200), note: 'the professions members choose from: names and categories only' },
  { route: 'GET /api/health', expect: ALL(200), note: 'the load balancer health check: database, Redis, version, uptime' },
  { route: 'GET /api/scramble', expect: ALL(200) },
  { route: 'GET /api/terms', expect: ALL(200) },
  { route: 'GET /api/testimonial', expect: ALL(200) },

  // The company gate (signedInOnly): search, create, ask to join.
  { route: 'GET /api/company', expect: SIGNED_IN(200), path: () => '/api/company?pageSize=100', fields: { newcomer: GATE_COMPANY, member: MEMBER_COMPANY, admin: ADMIN_COMPANY } },
  {
    route: 'POST /api/company',
    expect: { visitor: 401, newcomer: 201, member: 409, admin: 201 },
    fresh: true,
    body: ({ f }) => ({ name: `Matrix Co ${f.unique('co')}`, description: 'Made by the matrix.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI', isNonprofit: true }),
    fields: {
      newcomer: { has: ['company.id', 'user.companyId'], lacks: ['company.isNonprofit'], self: 'user.id', allow: OWN },
      admin: { has: ['id', 'name', 'isNonprofit'], lacks: ['user', 'company'] },
    },
    note: "a member already has a company (409); a newcomer's becomes theirs (isNonprofit ignored); an admin's is for members to join, attached to nobody",
  },
  {
    route: 'POST /api/company/join-request',
    expect: { visitor: 401, newcomer: 201, member: 409, admin: 201 },
    fresh: true,
    body: ({ f }) => ({ companyId: f.other.companyId, note: 'We work together.' }),
    fields: { newcomer: { has: ['id', 'status', 'companyId'] }, admin: { has: ['id', 'status', 'companyId'] } },
    note: "a member already has a company (409); 'status' here is the caller's own request's",
  },
  { route: 'GET /api/company/join-request/mine', expect: SIGNED_IN(200) },
  {
    route: 'POST /api/company/join-request/:id/withdraw',
    // Own: the newcomer's own pending request; other: another newcomer's, which looks like none (404).
    expect: { own: { newcomer: 200 }, other: { visitor: 401, newcomer: 404, member: 404, admin: 404 } },
    path: ({ f, target, me, caller }) => `/api/company/join-request/${target === 'own' ? me!.joinRequestId : f.pendingJoinRequests.approve[caller]}/withdraw`,
    fields: { newcomer: { has: ['id', 'status', 'companyId', 'company.name'] } },
    note: "only the requester withdraws, and only while pending: another member's request is 404, even to an admin",
  },

  // Member data (memberOnly).
  { route: 'GET /api/user', expect: MEMBERS(200), path: () => '/api/user?pageSize=100', fields: { member: listOf(PUBLIC_MEMBER), admin: listOf(ADMIN_MEMBER) } },
  { route: 'GET /api/user/directory', expect: MEMBERS(200), path: () => '/api/user/directory?pageSize=100', fields: { member: listOf(PUBLIC_MEMBER), admin: listOf(PUBLIC_MEMBER) } },
  { route: 'GET /api/user/directory/letters', expect: MEMBERS(200), note: 'the A-Z jump bar: per letter, a count and an offset, no member fields' },
  {
    route: 'GET /api/user/:id',
    // A newcomer's own profile is member data too: they see it through /account.
    expect: { own: { newcomer: 403, member: 200, admin: 200 }, other: MEMBERS(200) },
    path: ({ owner }) => `/api/user/${owner!.id}`,
    fields: { member: PUBLIC_MEMBER, admin: { has: ['id', 'email', 'status', 'createdAt', 'signInLog'] } },
  },
  {
    route: 'GET /api/dashboard',
    expect: MEMBERS(200),
    fields: { member: DASHBOARD, admin: DASHBOARD, pendingMember: { has: ['company', 'chapter', 'events', 'members'] } },
    note: "the chapter's members as the directory shows them, whoever reads member data (none for a member of a company waiting for review)",
  },
];

/** Strapi plugins' content API under /api: no GRO role has a permission on them. */
const PLUGIN_ROUTES: Row[] = [
  { route: 'GET /api/upload/files', expect: ALL(403) },
  { route: 'GET /api/upload/files/page', expect: ALL(403) },
  { route: 'GET /api/upload/files/:id', expect: { own: { newcomer: 403, member: 403, admin: 403 }, other: ALL(403) }, path: ({ owner }) => `/api/upload/files/${owner!.avatarFileId}` },
  { route: 'DELETE /api/upload/files/:id', expect: { own: { newcomer: 403, member: 403, admin: 403 }, other: ALL(403) }, path: ({ owner }) => `/api/upload/files/${owner!.avatarFileId}` },
  { route: 'POST /api/upload', expect: ALL(403), body: () => { const form = new FormData(); form.append('files', new Blob([PNG_1PX], { type: 'image/png' }), 'x.png'); return form; } },
  { route: 'POST /api/email', expect: ALL(403), body: () => ({ to: 'victim@example.com', subject: 'Hi', text: 'Sent through the plugin.' }) },
  { route: 'GET /api/i18n/locales', expect: ALL(403) },
  { route: 'GET /api/content-type-builder/components', expect: ALL(403) },
  { route: 'GET /api/content-type-builder/components/:uid', expect: ALL(403), path: () => '/api/content-type-builder/components/shared.social-links' },
  { route: 'GET /api/content-type-builder/content-types', expect: ALL(403) },
  { route: 'GET /api/content-type-builder/content-types/:uid', expect: ALL(403), path: () => '/api/content-type-builder/content-types/plugin::users-permissions.user' },
];

/**
 * The Strapi admin panel's API (/admin, /content-manager, /upload, ...): staff accounts with their
 * own tokens; a GRO session, even a portal admin's, is no Strapi admin token (401).
 */
const STAFF_ONLY = [
  'DELETE /admin/admin-tokens/:id', 'DELETE /admin/api-tokens/:id', 'DELETE /admin/roles/:id', 'DELETE /admin/transfer/tokens/:id', 'DELETE /admin/users/:id',
  'DELETE /admin/users/me/sessions', 'DELETE /admin/users/me/sessions/:sessionId', 'DELETE /admin/webhooks/:id',
  'DELETE /content-manager/collection-types/:model/:id', 'DELETE /content-manager/single-types/:model', 'DELETE /content-type-builder/component-categories/:name',
  'DELETE /content-type-builder/components/:uid', 'DELETE /content-type-builder/content-types/:uid', 'DELETE /i18n/locales/:id', 'DELETE /upload/files/:id',
  'DELETE /users-permissions/roles/:role',
  'GET /admin/admin-tokens', 'GET /admin/admin-tokens/:id', 'GET /admin/admin-tokens/:id/owner-permissions', 'GET /admin/ai-feature-config', 'GET /admin/ai-token',
  'GET /admin/ai-usage', 'GET /admin/api-tokens', 'GET /admin/api-tokens/:id', 'GET /admin/content-api/permissions', 'GET /admin/content-api/routes',
  'GET /admin/guided-tour-meta', 'GET /admin/homepage/key-statistics', 'GET /admin/homepage/layout', 'GET /admin/information', 'GET /admin/license-trial-time-left',
  'GET /admin/permissions', 'GET /admin/plugins', 'GET /admin/project-settings', 'GET /admin/roles', 'GET /admin/roles/:id', 'GET /admin/roles/:id/permissions',
  'GET /admin/telemetry-properties', 'GET /admin/transfer/runner/pull', 'GET /admin/transfer/runner/push', 'GET /admin/transfer/tokens', 'GET /admin/transfer/tokens/:id', 'GET /admin/users', 'GET /admin/users/:id',
  'GET /admin/users/me', 'GET /admin/users/me/permissions', 'GET /admin/users/me/sessions', 'GET /admin/webhooks', 'GET /admin/webhooks/:id',
  'GET /content-manager/collection-types/:model', 'GET /content-manager/collection-types/:model/:id', 'GET /content-manager/collection-types/:model/:id/actions/countDraftRelations',
  'GET /content-manager/collection-types/:model/actions/countManyEntriesDraftRelations', 'GET /content-manager/components', 'GET /content-manager/components/:uid/configuration',
  'GET /content-manager/content-types', 'GET /content-manager/content-types-settings', 'GET /content-manager/content-types/:uid/configuration',
  'GET /content-manager/homepage/count-documents', 'GET /content-manager/homepage/recent-documents', 'GET /content-manager/init', 'GET /content-manager/preview/url/:contentType',
  'GET /content-manager/relations/:model/:id/:targetField', 'GET /content-manager/relations/:model/:targetField', 'GET /content-manager/single-types/:model',
  'GET /content-manager/single-types/:model/actions/countDraftRelations', 'GET /content-type-builder/components', 'GET /content-type-builder/components/:uid',
  'GET /content-type-builder/content-types', 'GET /content-type-builder/content-types/:uid', 'GET /content-type-builder/reserved-names', 'GET /content-type-builder/schema',
  'GET /content-type-builder/update-schema-status', 'GET /email/settings', 'GET /i18n/ai-localization-jobs/collection-types/:contentType/:documentId',
  'GET /i18n/ai-localization-jobs/single-types/:contentType', 'GET /i18n/content-manager/get-fill-from-locale/:model', 'GET /i18n/iso-locales', 'GET /i18n/locales',
  'GET /i18n/settings', 'GET /upload/ai-metadata-jobs/latest', 'GET /upload/ai-metadata-jobs/pending-count', 'GET /upload/configuration', 'GET /upload/files',
  'GET /upload/files/:id', 'GET /upload/folder-structure', 'GET /upload/folders', 'GET /upload/folders/:id', 'GET /upload/settings', 'GET /users-permissions/advanced',
  'GET /users-permissions/email-templates', 'GET /users-permissions/permissions', 'GET /users-permissions/policies', 'GET /users-permissions/providers',
  'GET /users-permissions/roles', 'GET /users-permissions/roles/:id', 'GET /users-permissions/routes',
  'POST /admin/admin-tokens', 'POST /admin/admin-tokens/:id/regenerate', 'POST /admin/api-tokens', 'POST /admin/api-tokens/:id/regenerate', 'POST /admin/permissions/check',
  'POST /admin/project-settings', 'POST /admin/roles', 'POST /admin/roles/batch-delete', 'POST /admin/transfer/tokens', 'POST /admin/transfer/tokens/:id/regenerate',
  'POST /admin/users', 'POST /admin/users/batch-delete', 'POST /admin/webhooks', 'POST /admin/webhooks/:id/trigger', 'POST /admin/webhooks/batch-delete',
  'POST /content-manager/collection-types/:model', 'POST /content-manager/collection-types/:model/:id/actions/discard', 'POST /content-manager/collection-types/:model/:id/actions/publish',
  'POST /content-manager/collection-types/:model/:id/actions/unpublish', 'POST /content-manager/collection-types/:model/actions/bulkDelete',
  'POST /content-manager/collection-types/:model/actions/bulkFindForValidation', 'POST /content-manager/collection-types/:model/actions/bulkPublish',
  'POST /content-manager/collection-types/:model/actions/bulkUnpublish', 'POST /content-manager/collection-types/:model/actions/publish',
  'POST /content-manager/collection-types/:model/auto-clone/:sourceId', 'POST /content-manager/collection-types/:model/clone/:sourceId',
  'POST /content-manager/single-types/:model/actions/discard', 'POST /content-manager/single-types/:model/actions/publish', 'POST /content-manager/single-types/:model/actions/unpublish',
  'POST /content-manager/uid/check-availability', 'POST /content-manager/uid/generate', 'POST /content-type-builder/components', 'POST /content-type-builder/content-types',
  'POST /content-type-builder/update-schema', 'POST /email', 'POST /email/test', 'POST /email/verify', 'POST /i18n/content-manager/actions/get-non-localized-fields',
  'POST /i18n/locales', 'POST /upload', 'POST /upload/actions/bulk-delete', 'POST /upload/actions/bulk-move', 'POST /upload/actions/bulk-update',
  'POST /upload/actions/generate-ai-metadata', 'POST /upload/actions/upload-from-urls', 'POST /upload/ai-metadata-jobs', 'POST /upload/files', 'POST /upload/files/:id/replace',
  'POST /upload/folders', 'POST /users-permissions/roles',
  'PUT /admin/admin-tokens/:id', 'PUT /admin/api-tokens/:id', 'PUT /admin/homepage/layout', 'PUT /admin/roles/:id', 'PUT /admin/roles/:id/permissions',
  'PUT /admin/transfer/tokens/:id', 'PUT /admin/users/:id', 'PUT /admin/users/me', 'PUT /admin/webhooks/:id', 'PUT /content-manager/collection-types/:model/:id',
  'PUT /content-manager/components/:uid/configuration', 'PUT /content-manager/content-types/:uid/configuration', 'PUT /content-manager/single-types/:model',
  'PUT /content-type-builder/component-categories/:name', 'PUT /content-type-builder/components/:uid', 'PUT /content-type-builder/content-types/:uid',
  'PUT /i18n/locales/:id', 'PUT /i18n/settings', 'PUT /upload/configuration', 'PUT /upload/files/:id', 'PUT /upload/folders/:id', 'PUT /upload/settings',
  'PUT /users-permissions/advanced', 'PUT /users-permissions/email-templates', 'PUT /users-permissions/providers', 'PUT /users-permissions/roles/:role',
];

/** Concrete values for the admin panel's path parameters: real objects, so a 401 is not a 404 in disguise. */
const STAFF_PARAMS: Record<string, string> = {
  id: '1', sessionId: '1', model: 'plugin::users-permissions.user', name: 'shared', uid: 'api::chapter.chapter', role: '1', contentType: 'api::chapter.chapter',
  documentId: 'x', targetField: 'chapter', sourceId: '1',
};
const fillParams = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(STAFF_PARAMS[name] ?? '1'));

const STAFF_ROUTES: Row[] = STAFF_ONLY.map((route) => ({ route, expect: ALL(401), path: () => fillParams(route.split(' ')[1]!), body: () => ({}) }));

/** The admin panel's own public calls: the sign-in page's, and the ones a sign-in needs. */
const STAFF_PUBLIC: Row[] = [
  { route: 'GET /admin/init', expect: ALL(200), note: "the admin panel's start-up data (no secrets)" },
  { route: 'GET /admin/project-type', expect: ALL(200) },
  { route: 'GET /admin/registration-info', expect: ALL(400), path: () => '/admin/registration-info?registrationToken=nope' },
  { route: 'POST /admin/login', expect: ALL(400), body: () => ({ email: 'nobody@example.com', password: 'Wrong-pass-1' }), note: 'a GRO account is no staff account' },
  { route: 'POST /admin/register', expect: ALL(400), body: () => ({ registrationToken: 'nope', userInfo: {} }) },
  { route: 'POST /admin/register-admin', expect: ALL(400), body: () => ({ email: 'intruder@example.com', password: 'Intruder-pass-1', firstname: 'In', lastname: 'Truder' }) },
  { route: 'POST /admin/forgot-password', expect: ALL(204), body: () => ({ email: 'nobody@example.com' }) },
  { route: 'POST /admin/reset-password', expect: ALL(400), body: () => ({ resetPasswordToken: 'nope', password: 'Another-pass-91' }) },
  { route: 'POST /admin/access-token', expect: ALL(401), body: () => ({}) },
  { route: 'POST /admin/logout', expect: ALL(401), body: () => ({}) },
  { route: 'GET /content-manager/preview/script', expect: ALL(200), note: "the content manager's preview script, a static file served verbatim" },
];

/** Whether the web app is built where the cms serves it from (platform/web/middlewares/spa.ts). */
const WEB_BUILT = fs.existsSync(path.resolve(__dirname, '../..', process.env.WEB_DIST_DIR || '../web/dist', 'index.html'));

/** The web app and files: public. */
const SITE_ROUTES: Row[] = [
  { route: 'GET /', expect: ALL(WEB_BUILT ? 200 : 302), note: "the web app's index.html; without a build, Strapi's own / redirects to the admin panel" },
  { route: 'GET /((?!uploads/).+)', expect: ALL(404), path: () => '/no-such-file.txt', note: "Strapi's admin static files; a missing file is 404" },
  { route: 'GET /uploads/(.*)', expect: ALL(404), path: () => '/uploads/no-such-file.png' },
  // koa-router's `all`: every method Node knows. CONNECT is never routed: Node's server hands it to a 'connect' listener, and Strapi has none (no answer).
  ...http.METHODS.filter((m) => m !== 'HEAD').map((method): Row => ({ route: `${method} /_health`, expect: ALL(method === 'CONNECT' ? 0 : 204), note: 'the load balancer health check' })),
];

export const ROWS: Row[] = [...GRO_ROUTES, ...ADMIN_ROWS, ...PAYMENT_ROWS, ...FINANCE_ROWS, ...EVENT_PAGE_ROWS, ...CALENDAR_ROWS, ...DIRECTORY_ROWS, ...RSVP_ROWS, ...REMINDER_ROWS, ...VISITOR_ROWS, ...ATTENDANCE_ROWS, ...CALENDAR_FEED_ROWS, ...IMPORT_ROWS, ...EXPORT_ROWS, ...OVERVIEW_ROWS, ...REFERRAL_ROWS, ...ONE_TO_ONE_FIGURES_ROWS, ...SCORECARD_ROWS, ...CHAPTER_LEADER_ROWS, ...LEADER_RIGHTS_ROWS, ...COMPANY_REVIEW_ROWS, ...CONTACT_ROWS, ...SECOND_FACTOR_ROWS, ...NEWS_ROWS, ...PLUGIN_ROUTES, ...STAFF_ROUTES, ...STAFF_PUBLIC, ...SITE_ROUTES];
