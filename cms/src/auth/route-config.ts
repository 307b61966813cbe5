/**
 * Route configs of the protected endpoints. auth: false skips users-permissions' role check; the
 * global policy authenticates (open session, Active status) and sets state.user.
 */
export const memberOnly = { auth: false as const, policies: ['global::is-member'] };

/** Admin operations: the same authentication, then the user's role must be admin (auth/roles.ts). */
export const adminOnly = { auth: false as const, policies: ['global::is-admin'] };
