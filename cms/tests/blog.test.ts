import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BLOG_LIMITS, BLOG_MESSAGES, PORTAL_MESSAGES } from '@gro/config';
import { API, Client, freshIpHeader } from './helpers';

const STAFF = { email: process.env.STRAPI_ADMIN_EMAIL ?? '', password: process.env.STRAPI_ADMIN_PASSWORD ?? '' };
const POSTS = '/content-manager/collection-types/api::blog-post.blog-post';
const CATEGORIES = '/content-manager/collection-types/api::blog-category.blog-category';
const tag = Date.now().toString(36);

let token = '';
async function staff(method: string, path: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A category, as staff create it in the Strapi admin. */
async function createCategory(name: string) {
  const res = await staff('POST', CATEGORIES, { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') });
  return res.data as { documentId: string; slug: string };
}

/** A post as staff write it in the Strapi admin: saved as a draft, then published unless `draft`. */
async function createPost(fields: { title: string; body?: string; excerpt?: string; category?: string; draft?: boolean }) {
  const slug = `${fields.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  const data = {
    title: fields.title,
    slug,
    excerpt: fields.excerpt ?? null,
    body: fields.body ?? `Body of ${fields.title}.`,
    ...(fields.category ? { category: { connect: [{ documentId: fields.category }] } } : {}),
  };
  const created = await staff('POST', POSTS, data);
  const documentId = created.data.documentId as string;
  if (!fields.draft) await staff('POST', `${POSTS}/${documentId}/actions/publish`, {});
  return { documentId, slug };
}

const page = (path: string) => fetch(`${API}${path}`, { headers: { Accept: 'text/html' } });

describe('the public blog', () => {
  let news: { documentId: string; slug: string };
  let older: { slug: string };
  let newer: { slug: string; documentId: string };
  let draft: { slug: string };
  let hostile: { slug: string };

  before(async () => {
    assert.ok(STAFF.email && STAFF.password, 'the harness sets the staff account variables');
    const login = await fetch(`${API}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...freshIpHeader() }, body: JSON.stringify(STAFF) });
    token = (await login.json()).data.token;
    news = await createCategory(`News ${tag}`);
    await createCategory(`Events ${tag}`);
    older = await createPost({ title: `Older post ${tag}`, category: news.documentId, excerpt: 'The older one.' });
    newer = await createPost({ title: `Newer post ${tag}`, body: '# Hello\n\nSome **bold** text.' });
    draft = await createPost({ title: `Draft post ${tag}`, category: news.documentId, draft: true });
    hostile = await createPost({
      title: `Quotes "and" <script>alert(1)</script> ${tag}`,
      // `$&` and `$``: replacement patterns of String.replace, which must stay text in the page.
      excerpt: '"><img src=x onerror=alert(1)> & more $& $`',
    });
  });

  it('GET /api/blog/post lists published posts only, newest first, with their category', async () => {
    const res = await new Client().call('GET', '/blog/post');
    assert.equal(res.status, 200);
    const slugs = res.body.data.items.map((p: { slug: string }) => p.slug);
    assert.deepEqual(slugs.slice(0, 3), [hostile.slug, newer.slug, older.slug]);
    assert.ok(!slugs.includes(draft.slug), 'a draft is not listed');
    const olderItem = res.body.data.items[2];
    assert.deepEqual(olderItem.category, { name: `News ${tag}`, slug: news.slug });
    assert.equal(olderItem.excerpt, 'The older one.');
    assert.equal(olderItem.body, undefined, 'the list carries no bodies');
    assert.equal(res.body.data.pagination.pageSize, BLOG_LIMITS.pageSize);
  });

  it('filters by category slug; an unknown category lists nothing', async () => {
    const res = await new Client().call('GET', `/blog/post?category=${news.slug}`);
    assert.deepEqual(res.body.data.items.map((p: { slug: string }) => p.slug), [older.slug]);
    assert.equal(res.body.data.pagination.total, 1);
    const none = await new Client().call('GET', '/blog/post?category=no-such-category');
    assert.equal(none.status, 200);
    assert.deepEqual(none.body.data.items, []);
  });

  it(`pages ${BLOG_LIMITS.pageSize} posts at a time`, async () => {
    const paged = await createCategory(`Paged ${tag}`);
    for (let i = 0; i <= BLOG_LIMITS.pageSize; i += 1) await createPost({ title: `Paged ${i} ${tag}`, category: paged.documentId });
    const first = await new Client().call('GET', `/blog/post?category=${paged.slug}`);
    assert.equal(first.body.data.items.length, BLOG_LIMITS.pageSize);
    assert.deepEqual(first.body.data.pagination, { page: 1, pageSize: BLOG_LIMITS.pageSize, pageCount: 2, total: BLOG_LIMITS.pageSize + 1 });
    const second = await new Client().call('GET', `/blog/post?category=${paged.slug}&page=2`);
    assert.deepEqual(second.body.data.items.map((p: { title: string }) => p.title), [`Paged 0 ${tag}`]);
    const beyond = await new Client().call('GET', `/blog/post?category=${paged.slug}&page=3`);
    assert.deepEqual(beyond.body.data.items, []);
  });

  it('answers hostile query parameters with a 400 naming them', async () => {
    for (const [query, field, message] of [
      ['page=0', 'page', PORTAL_MESSAGES.badPage],
      ['page=-1', 'page', PORTAL_MESSAGES.badPage],
      ['page=1e3', 'page', PORTAL_MESSAGES.badPage],
      ['page=99999999999', 'page', PORTAL_MESSAGES.badPage],
      ['page=1&page=2', 'page', PORTAL_MESSAGES.parameterRepeated('page')],
      ['page[$gt]=1', 'page', PORTAL_MESSAGES.parameterRepeated('page')],
      ['category=%3Cscript%3E', 'category', BLOG_MESSAGES.badCategory],
      ["category=x'%20OR%201=1--", 'category', BLOG_MESSAGES.badCategory],
      [`category=${'a'.repeat(BLOG_LIMITS.slugMaxLength + 1)}`, 'category', BLOG_MESSAGES.badCategory],
      ['category[$ne]=x', 'category', PORTAL_MESSAGES.parameterRepeated('category')],
    ] as const) {
      const res = await new Client().call('GET', `/blog/post?${query}`);
      assert.equal(res.status, 400, query);
      assert.deepEqual(res.body.details.errors.map((e: { path: string[]; message: string }) => [e.path.join('.'), e.message]), [[field, message]], query);
    }
  });

  it('GET /api/blog/post/slug/:slug answers a published post with its Markdown body; a draft or unknown slug is a 404', async () => {
    const res = await new Client().call('GET', `/blog/post/slug/${newer.slug}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.title, `Newer post ${tag}`);
    assert.equal(res.body.data.body, '# Hello\n\nSome **bold** text.');
    for (const slug of [draft.slug, 'no-such-post', '%3Cscript%3E', 'a'.repeat(300)]) {
      const missing = await new Client().call('GET', `/blog/post/slug/${slug}`);
      assert.equal(missing.status, 404, slug);
      assert.deepEqual(missing.body.message, BLOG_MESSAGES.postNotFound);
    }
  });

  it('a published post keeps its published text while staff edit its draft', async () => {
    await staff('PUT', `${POSTS}/${newer.documentId}`, { title: `Unpublished edit ${tag}` });
    const res = await new Client().call('GET', `/blog/post/slug/${newer.slug}`);
    assert.equal(res.body.data.title, `Newer post ${tag}`);
    const list = await new Client().call('GET', '/blog/post');
    assert.ok(!JSON.stringify(list.body).includes('Unpublished edit'));
  });

  it('GET /api/blog/category lists the categories by name', async () => {
    const res = await new Client().call('GET', '/blog/category');
    const names = res.body.data.map((c: { name: string }) => c.name);
    assert.ok(names.includes(`News ${tag}`) && names.includes(`Events ${tag}`));
    assert.deepEqual(names, [...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('the page of a post carries its title, description and Open Graph tags, escaped', async () => {
    const res = await page(`/blog/${newer.slug}`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, new RegExp(`<title>Newer post ${tag} \\| GRO</title>`));
    assert.match(html, new RegExp(`<meta property="og:title" content="Newer post ${tag}" />`));
    assert.match(html, /<meta property="og:type" content="article" \/>/);
    assert.match(html, new RegExp(`<meta property="og:url" content="http://gro.test/blog/${newer.slug}" />`));
    assert.match(html, /<meta name="description" content="Hello Some bold text." \/>/);
    assert.equal(html.match(/<title>/g)?.length, 1, 'one title');
    assert.equal(html.match(/property="og:title"/g)?.length, 1, 'the site-wide og:title is replaced');
    assert.equal(html.match(/name="description"/g)?.length, 1, 'the site-wide description is replaced');
    assert.match(html, /<div id="root"><\/div>/);

    const evil = await (await page(`/blog/${hostile.slug}`)).text();
    assert.ok(!evil.includes('<script>alert'), 'the title is escaped');
    assert.ok(!evil.includes('<img src=x'), 'the excerpt is escaped');
    assert.match(evil, /<meta property="og:title" content="Quotes &quot;and&quot; &lt;script&gt;alert\(1\)&lt;\/script&gt; /);
    assert.match(evil, /<meta property="og:description" content="&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt; &amp; more \$&amp; \$`" \/>/);
    assert.equal(evil.match(/<\/head>/g)?.length, 1, 'one head end: nothing of the excerpt was read as a pattern');
  });

  it('sitemap.xml lists /blog and every published post, not drafts', async () => {
    const xml = await (await fetch(`${API}/sitemap.xml`)).text();
    assert.ok(xml.includes('<loc>http://gro.test/blog</loc>'));
    for (const slug of [older.slug, newer.slug, hostile.slug]) assert.ok(xml.includes(`<loc>http://gro.test/blog/${slug}</loc>`), slug);
    assert.ok(!xml.includes(draft.slug), 'a draft is not listed');
  });

  it('a post is found as soon as it is published (the slug look-up is not cached past a write)', async () => {
    const later = await createPost({ title: `Later post ${tag}`, draft: true });
    assert.equal((await page(`/blog/${later.slug}`)).status, 404);
    await staff('POST', `${POSTS}/${later.documentId}/actions/publish`, {});
    assert.equal((await page(`/blog/${later.slug}`)).status, 200);
    await staff('POST', `${POSTS}/${later.documentId}/actions/unpublish`, {});
    assert.equal((await page(`/blog/${later.slug}`)).status, 404);
  });
});

describe('the web app server answers 404 for an address no screen shows', () => {
  for (const path of ['/', '/chapters', '/chapters/start', '/chapters/detroit', '/CHAPTERS/Detroit', '/events/', '/faqs', '/legal/terms', '/blog', '/signup', '/password-reset?token=x', '/account/confirm-email', '/portal', '/portal/user/directory', '/portal/user/12', '/portal/blog/post', '/portal/finance/subscription/log']) {
    it(`${path} is a 200 with the app`, async () => {
      const res = await page(path);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      assert.match(await res.text(), /<div id="root"><\/div>/);
    });
  }

  for (const path of ['/this-does-not-exist', '/chapters/no-such-chapter', '/chapters/%3Cscript%3E', '/chapters/detroit/extra', '/blog/no-such-post', `/blog/${'a'.repeat(300)}`, '/portal/no-such-screen', '/legal', '/signup/extra']) {
    it(`${path} is a 404 that still serves the app (its Page Not Found)`, async () => {
      const res = await page(path);
      assert.equal(res.status, 404);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      const html = await res.text();
      assert.match(html, /<div id="root"><\/div>/);
      assert.ok(!html.includes('<script>'), 'nothing of the address is echoed');
    });
  }

  it('a missing file is a plain 404, and /api stays the API', async () => {
    const asset = await page('/assets/missing.js');
    assert.equal(asset.status, 404);
    assert.doesNotMatch(await asset.text(), /<div id="root">/);
    const api = await new Client().call('GET', '/no-such-endpoint');
    assert.equal(api.status, 404);
    assert.equal(api.body.ok, false);
  });
});
