import { MEMBERS, SIGNED_IN, type FieldRule, type Row } from './types';

/**
 * Rows of the contact visibility routes (who sees a member's email and phone; a message to a
 * member through GRO), spread into ROWS by rows.ts.
 */

/** The caller's own account, as GET /account answers it, with the setting's value. */
const OWN_ACCOUNT: FieldRule = { has: ['id', 'email', 'contactVisibility'], self: 'id', allow: ['stripeCustomerId', 'signInLog'] };

/** Who the message went to: by id and name, never their address. */
const RECIPIENT: FieldRule = { has: ['id', 'fullname'], lacks: ['email', 'phoneNumber', 'phoneExt', 'status'] };

export const CONTACT_ROWS: Row[] = [
  {
    route: 'PUT /api/account/contact-visibility',
    expect: SIGNED_IN(200),
    body: () => ({ contactVisibility: 'organisation' }),
    fields: { newcomer: OWN_ACCOUNT, member: OWN_ACCOUNT, admin: OWN_ACCOUNT },
    note: "the caller's own setting (organisation again, so the other rows still see every address)",
  },
  {
    route: 'POST /api/user/:id/contact',
    // Writing to oneself is a 400 for whoever reads member data.
    expect: { own: { newcomer: 403, member: 400, admin: 400 }, other: MEMBERS(200) },
    path: ({ owner }) => `/api/user/${owner!.id}/contact`,
    body: ({ f }) => ({ message: f.unique('contact') }),
    fields: { member: RECIPIENT, admin: RECIPIENT },
    note: 'a message to another member, mailed to them; the answer names them without their address',
  },
];
