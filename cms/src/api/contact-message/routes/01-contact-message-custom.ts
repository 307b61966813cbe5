export default {
  routes: [{ method: 'POST', path: '/contact', handler: 'api::contact-message.contact-message.submit', config: { auth: false } }],
};
