/** Texts of the public blog (/blog and /blog/{slug}): posts staff publish in the Strapi admin. */
export const BLOG_SCREEN_TEXTS = {
  list: {
    title: 'News and Stories',
    documentTitle: 'Blog',
    description: 'News, member stories and advice from GRO chapters.',
    lead: 'News, member stories and advice from GRO chapters.',
    categories: 'Categories',
    allCategories: 'All',
    loading: 'Loading posts...',
    loadFailed: 'The posts could not be loaded right now.',
    retry: 'Try Again',
    empty: 'No posts yet. Check back soon.',
    emptyCategory: 'No posts in this category yet.',
    pages: 'Blog pages',
    previous: 'Newer posts',
    next: 'Older posts',
    pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  },
  post: {
    loading: 'Loading post...',
    backToBlog: 'Back to Blog',
    published: 'Published',
  },
} as const;
