export default {
  routes: [
    { method: 'POST', path: '/chapter/application', handler: 'api::chapter-application.chapter-application.submit', config: { auth: false } },
  ],
};
