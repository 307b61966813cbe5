/** Static map previews for event cards: public, cacheable images. */
export default {
  routes: [{ method: 'GET', path: '/map/preview', handler: 'api::map.map.preview', config: { auth: false } }],
};
