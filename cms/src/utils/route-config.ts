/**
 * Route config of every member-only endpoint: auth: false skips users-permissions' role check,
 * and the global::is-member policy authenticates (open session, Active status) and sets state.user.
 */
export const memberOnly = { auth: false as const, policies: ['global::is-member'] };
