/**
 * Route configs of the protected endpoints. auth: false skips users-permissions' role check; the
 * global policy authenticates (open session, Active status) and sets state.user.
 */

/** The account's own calls and the company gate's: any signed-in account, with or without a company. */
export const signedInOnly = { auth: false as const, policies: ['global::is-signed-in'] };

/** Member data (directory, users, dashboard, subscription): the account must belong to a company, or be an admin. */
export const memberOnly = { auth: false as const, policies: ['global::is-member'] };

/** Admin operations: the same authentication, then the user's role must be admin (auth/roles.ts). */
export const adminOnly = { auth: false as const, policies: ['global::is-admin'] };
