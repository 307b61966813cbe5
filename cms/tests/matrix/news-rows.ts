import { ADMINS, LEADERS, MEMBERS, type FieldRule, type Row } from './types';

/**
 * Rows of the chapter news routes, spread into ROWS by rows.ts. Its leaders (and admins) preview,
 * test and send news to the fixture's chapter; its own members read the archive (the fixture's
 * member lives in another chapter: 403). A send's body lacks its subject, so the row proves who
 * passes the policy without mailing the chapter (chapter-news.test.ts sends for real). The GRO
 * newsletter's routes are for admins, called on a newsletter that does not exist (newsletter.test.ts
 * sends for real); an issue is read by the members it went to.
 */
const NONE = 2_000_000_000;
const DRAFT = { subject: 'Matrix news', body: 'Hello **chapter**.' };
const ARCHIVE: FieldRule = { has: ['items', 'total', 'page'] };
const LETTER = { audience: 'everyone' };
const PREVIEW: FieldRule = { has: ['subject', 'html', 'text', 'sms', 'members', 'recipients'] };

export const NEWS_ROWS: Row[] = [
  {
    route: 'GET /api/chapter/:id/news',
    expect: LEADERS(200),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/news`,
    fields: { leader: ARCHIVE, admin: ARCHIVE },
    note: "the chapter's own members read it too; the fixture's chapter is not the member's (sign-ups join the oldest): 403",
  },
  { route: 'POST /api/chapter/:id/news/preview', expect: LEADERS(200), right: 'sendNews', path: ({ f }) => `/api/chapter/${f.chapter.id}/news/preview`, body: () => DRAFT, fields: { leader: PREVIEW, admin: PREVIEW } },
  { route: 'POST /api/chapter/:id/news/test', expect: LEADERS(200), right: 'sendNews', path: ({ f }) => `/api/chapter/${f.chapter.id}/news/test`, body: () => DRAFT, note: "the email goes to the caller's own address alone" },
  {
    route: 'POST /api/chapter/:id/news',
    expect: LEADERS(400),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/news`,
    body: () => ({ body: DRAFT.body }),
    note: 'without a subject: those who pass the policy get the 400, so the matrix mails nobody',
  },
  {
    route: 'GET /api/news/:id',
    expect: { visitor: 401, newcomer: 403, member: 404, leader: 404, otherLeader: 404, admin: 404 },
    path: () => `/api/news/${NONE}`,
    note: "an unknown news item is a 404 to any member (its chapter's members read it)",
  },
  {
    route: 'DELETE /api/news/:id',
    expect: { visitor: 401, newcomer: 403, member: 403, leader: 404, otherLeader: 404, admin: 404 },
    path: () => `/api/news/${NONE}`,
    note: "for leaders: a member who leads no chapter is refused first; an unknown item is a 404 to leaders and admins",
  },
  { route: 'GET /api/newsletters', expect: ADMINS(200), path: () => '/api/newsletters', fields: { admin: ARCHIVE } },
  { route: 'POST /api/newsletters/:id/preview', expect: ADMINS(404), path: () => `/api/newsletters/${NONE}/preview`, body: () => LETTER, note: 'an unknown newsletter: 404 to admins' },
  { route: 'POST /api/newsletters/:id/test', expect: ADMINS(404), path: () => `/api/newsletters/${NONE}/test`, body: () => LETTER },
  { route: 'POST /api/newsletters/:id/send', expect: ADMINS(404), path: () => `/api/newsletters/${NONE}/send`, body: () => LETTER, note: 'refused, so not counted against the limit' },
  {
    route: 'GET /api/newsletter-issues/:id',
    expect: MEMBERS(404),
    path: () => `/api/newsletter-issues/${NONE}`,
    note: 'a member reads an issue that went to them; one that did not (or none) is the same 404; the company gate first',
  },
  { route: 'DELETE /api/newsletter-issues/:id', expect: ADMINS(404), path: () => `/api/newsletter-issues/${NONE}` },
];
