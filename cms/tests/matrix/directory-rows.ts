import { MEMBERS, SIGNED_IN, type FieldRule, type Row } from './types';

/**
 * Rows of the directory routes (privacy switch, directory filters, members
 * map), spread into ROWS by rows.ts.
 */

/** The caller's own account, as GET /account answers it, with the switch's value. */
const OWN_ACCOUNT: FieldRule = { has: ['id', 'email', 'directoryHidden'], self: 'id', allow: ['stripeCustomerId', 'signInLog'] };

/** A pin carries what a marker needs, nothing of the members. */
const PINS: FieldRule = { lacks: ['companies[].email', 'companies[].phoneNumber', 'companies[].description', 'companies[].address', 'companies[].users', 'companies[].contactName'] };

export const DIRECTORY_ROWS: Row[] = [
  {
    route: 'PUT /api/account/directory',
    expect: SIGNED_IN(200),
    body: () => ({ directoryHidden: false }),
    fields: { newcomer: OWN_ACCOUNT, member: OWN_ACCOUNT, admin: OWN_ACCOUNT },
    note: "the caller's own privacy switch (shown again, so the other rows still find them)",
  },
  { route: 'GET /api/user/directory/industries', expect: MEMBERS(200), note: 'the industry filter: names of industries only' },
  { route: 'GET /api/user/directory/professions', expect: MEMBERS(200), note: "the profession filter: the professions of visible members, by id and name" },
  {
    route: 'GET /api/search',
    expect: MEMBERS(200),
    path: () => '/api/search?q=gro',
    note: 'the portal search: members by name, profession and company (the directory\'s privacy rules), companies, chapters and events',
  },
  { route: 'GET /api/user/directory/map', expect: MEMBERS(200), fields: { member: PINS, admin: PINS }, note: 'company pins: id, name, city, location, member count' },
];
