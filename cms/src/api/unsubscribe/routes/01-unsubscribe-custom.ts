/**
 * The unsubscribe link of notices: public, the signed token is the authority. POST also
 * takes a mail client's one-click unsubscribe (RFC 8058: the List-Unsubscribe URL, form body
 * "List-Unsubscribe=One-Click").
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/unsubscribe',
      handler: 'api::unsubscribe.unsubscribe.preview',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/unsubscribe',
      handler: 'api::unsubscribe.unsubscribe.apply',
      config: { auth: false },
    },
  ],
};
