export default {
  routes: [{ method: 'GET', path: '/contact-details', handler: 'api::contact-detail.contact-detail.find' }],
};
