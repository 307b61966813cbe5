/** The professions members choose from: public, like the FAQs (no member data in them). */
export default {
  routes: [{ method: 'GET', path: '/profession', handler: 'api::profession.profession.find' }],
};
