export default {
  routes: [{ method: 'GET', path: '/faq', handler: 'api::faq.faq.find' }],
};
