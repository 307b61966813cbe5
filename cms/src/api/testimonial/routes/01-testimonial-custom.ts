export default {
  routes: [{ method: 'GET', path: '/testimonial', handler: 'api::testimonial.testimonial.find' }],
};
