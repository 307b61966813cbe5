export default {
  routes: [{ method: 'GET', path: '/scramble', handler: 'api::scramble.scramble.find' }],
};
