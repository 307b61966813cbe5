export default {
  routes: [{ method: 'GET', path: '/terms', handler: 'api::terms.terms.find' }],
};
