const member = { auth: false as const, policies: ['global::is-member'] };

export default {
  routes: [{ method: 'POST', path: '/subscription/checkout', handler: 'api::subscription.subscription.checkout', config: member }],
};
