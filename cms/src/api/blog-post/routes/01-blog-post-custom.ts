/** The public blog's reads: published posts only (staff write them in the Strapi admin). */
export default {
  routes: [
    { method: 'GET', path: '/blog/post', handler: 'api::blog-post.blog-post.find', config: { auth: false } },
    { method: 'GET', path: '/blog/post/slug/:slug', handler: 'api::blog-post.blog-post.findBySlug', config: { auth: false } },
    { method: 'GET', path: '/blog/category', handler: 'api::blog-post.blog-post.categories', config: { auth: false } },
  ],
};
