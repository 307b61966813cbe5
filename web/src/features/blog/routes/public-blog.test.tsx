import { BLOG_MESSAGES, type BlogPost, type BlogPostSummary } from '@gro/config';
import { BLOG_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const texts = BLOG_SCREEN_TEXTS.list;
const news = { name: 'News', slug: 'news' };
const summary = (n: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  title: `Post ${n}`,
  slug: `post-${n}`,
  excerpt: `Excerpt ${n}`,
  publishedAt: `2026-0${n}-10T12:00:00.000Z`,
  category: null,
  cover: null,
  ...overrides,
});
const post: BlogPost = {
  ...summary(2, { category: news, title: 'Detroit chapter turns ten' }),
  body: '## What happened\n\nWe met **forty** members. <script>alert(1)</script>',
  updatedAt: '2026-02-11T12:00:00.000Z',
};

function openBlog(path = '/blog') {
  const api = mockApi({
    'GET /blog/category': ok([news, { name: 'Stories', slug: 'stories' }]),
    'GET /blog/post': ({ query }) => {
      const items = query.category === 'news' ? [summary(2, { category: news })] : [summary(3), summary(2, { category: news })];
      return ok({ items, pagination: { page: Number(query.page ?? 1), pageSize: 9, pageCount: query.category ? 1 : 3, total: query.category ? 1 : 20 } });
    },
  });
  renderApp(path);
  return api;
}

const cards = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('blog (/blog)', () => {
  it('lists the published posts newest first as links to their pages, with category and date', async () => {
    openBlog();
    await findHeading(texts.title);
    await waitFor(() => expect(cards()).toEqual(['Post 3', 'Post 2']));
    expect(screen.getByRole('link', { name: 'Post 2' })).toHaveAttribute('href', '/blog/post-2');
    expect(screen.getByText('Excerpt 3')).toBeInTheDocument();
    expect(screen.getByText('Feb 10, 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Blog | GRO'));
  });

  it('filters by category through the address, and pages with Older and Newer posts links', async () => {
    const api = openBlog();
    const filters = within(await screen.findByRole('navigation', { name: texts.categories }));
    expect(filters.getByRole('link', { name: texts.allCategories })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(filters.getByRole('link', { name: 'News' }));
    await waitFor(() => expect(cards()).toEqual(['Post 2']));
    expect(api.callsTo('GET /blog/post').at(-1)?.query).toEqual({ category: 'news' });
    expect(filters.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: texts.pages })).not.toBeInTheDocument();
  });

  it('shows page 2 of 3 with links to both neighbours', async () => {
    const api = openBlog('/blog?page=2');
    const pager = within(await screen.findByRole('navigation', { name: texts.pages }));
    expect(pager.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(pager.getByRole('link', { name: texts.previous })).toHaveAttribute('href', '/blog');
    expect(pager.getByRole('link', { name: texts.next })).toHaveAttribute('href', '/blog?page=3');
    expect(api.callsTo('GET /blog/post')[0].query).toEqual({ page: '2' });
  });

  it('says so when there is no post yet', async () => {
    mockApi({ 'GET /blog/category': ok([]), 'GET /blog/post': ok({ items: [], pagination: { page: 1, pageSize: 9, pageCount: 0, total: 0 } }) });
    renderApp('/blog');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  });

  it('is linked from the footer', async () => {
    openBlog('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Explore' }));
    expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });
});

describe('blog post (/blog/{slug})', () => {
  it('shows the post with its body rendered safely and its category linking to the filtered list', async () => {
    mockApi({ 'GET /blog/post/slug/post-2': ok(post) });
    renderApp('/blog/post-2');
    await findHeading('Detroit chapter turns ten');
    expect(screen.getByRole('heading', { level: 2, name: 'What happened' })).toBeInTheDocument();
    expect(screen.getByText('forty').tagName).toBe('STRONG');
    expect(screen.getByRole('main')).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/blog?category=news');
    expect(screen.getByRole('link', { name: BLOG_SCREEN_TEXTS.post.backToBlog })).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toBe('Detroit chapter turns ten | GRO'));
  });

  it("shows 'Post Not Found' for a slug the API does not know", async () => {
    mockApi({ 'GET /blog/post/slug/gone': failure(404, BLOG_MESSAGES.postNotFound.title, BLOG_MESSAGES.postNotFound.message) });
    renderApp('/blog/gone');
    await findHeading(BLOG_MESSAGES.postNotFound.title);
    expect(screen.getByText(BLOG_MESSAGES.postNotFound.message)).toBeInTheDocument();
  });
});
