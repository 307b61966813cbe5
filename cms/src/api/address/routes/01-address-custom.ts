/** Address look-up for forms (company, event): public, rate limited per IP, cached 5 minutes. */
export default {
  routes: [{ method: 'GET', path: '/address/search', handler: 'api::address.address.search', config: { auth: false } }],
};
