/**
 * Sign-in, sign-up, sessions and password reset (spec §7). Public by nature (auth: false): each
 * handler checks what it needs, and the rate limits apply inside the handlers.
 */
const open = { auth: false as const };

export default {
  routes: [
    { method: 'POST', path: '/authenticate', handler: 'api::authenticate.authenticate.signIn', config: open },
    { method: 'POST', path: '/authenticate/second-factor', handler: 'api::authenticate.authenticate.secondFactor', config: open },
    { method: 'POST', path: '/authenticate/second-factor/passkey', handler: 'api::authenticate.authenticate.secondFactorPasskey', config: open },
    // A passkey alone: the question for the browser, then its answer.
    { method: 'POST', path: '/authenticate/passkey/options', handler: 'api::authenticate.authenticate.passkeyOptions', config: open },
    { method: 'POST', path: '/authenticate/passkey', handler: 'api::authenticate.authenticate.signInWithPasskey', config: open },
    { method: 'POST', path: '/authenticate/signup', handler: 'api::authenticate.authenticate.signUp', config: open },
    { method: 'POST', path: '/authenticate/signout', handler: 'api::authenticate.authenticate.signOut', config: open },
    { method: 'POST', path: '/authenticate/refresh', handler: 'api::authenticate.authenticate.refresh', config: open },
    { method: 'POST', path: '/authenticate/forgot-password', handler: 'api::authenticate.authenticate.forgotPassword', config: open },
    // The one-time link mailed to an account's owner after too many wrong passwords.
    { method: 'POST', path: '/authenticate/sign-in-link', handler: 'api::authenticate.authenticate.signInWithLink', config: open },
    { method: 'POST', path: '/authenticate/reset-password', handler: 'api::authenticate.authenticate.resetPassword', config: open },
    // An imported member's first password, from their invitation link.
    { method: 'POST', path: '/authenticate/accept-invitation', handler: 'api::authenticate.authenticate.acceptInvitation', config: open },
  ],
};
