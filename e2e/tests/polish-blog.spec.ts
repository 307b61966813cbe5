import { expect, test, type Page } from '@playwright/test';
import { BLOG_MESSAGES, CHAPTER_NOT_FOUND } from '@gro/config';
import { BLOG_SCREEN_TEXTS } from '@gro/config/screens';
import { uniqueStamp } from '../support/portal';
import { signInToStrapiAdmin } from '../support/staff';

const POST = 'api::blog-post.blog-post';
const CATEGORY = 'api::blog-category.blog-category';
const texts = BLOG_SCREEN_TEXTS.list;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a post staff write and publish in the Strapi admin appears on /blog and at /blog/{slug}, with its Open Graph tags', async ({ page, request }) => {
  const stamp = uniqueStamp();
  const staff = await signInToStrapiAdmin(request);
  const category = await staff.create(CATEGORY, { name: `Chapter News ${stamp}`, slug: `chapter-news-${stamp}` });
  const title = `Detroit chapter "turns" ten & <counts> ${stamp}`;
  const slug = `detroit-turns-ten-${stamp}`;
  const post = await staff.create(POST, {
    title,
    slug,
    excerpt: 'Ten years of Tuesday breakfasts, 4,000 referrals and one very patient coffee machine.',
    body: '## How it started\n\nSix members met in a diner on **Woodward Avenue**.\n\n- 4,000 referrals\n- 12 new businesses\n\n[Visit the chapter](/chapters/detroit)\n\n<script>document.title = "hacked"</script>',
    category: { connect: [{ documentId: category.documentId }] },
  });
  const draftPage = await page.goto(`/blog/${slug}`);
  expect(draftPage?.status(), 'a draft is not public').toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: BLOG_MESSAGES.postNotFound.title })).toBeVisible();

  await staff.publish(POST, post.documentId);

  // The list: the newest post first, as a link; the category filter keeps it.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards.first()).toHaveText(title);
  const filters = page.getByRole('navigation', { name: texts.categories });
  await filters.getByRole('link', { name: `Chapter News ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?category=chapter-news-${stamp}$`));
  await expect(filters.getByRole('link', { name: `Chapter News ${stamp}` })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveText([title]);
  await shoot(page, 'blog');

  // The post, opened from the list: its body rendered, the script in it shown as text.
  await cards.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How it started' })).toBeVisible();
  await expect(page.getByText('Woodward Avenue')).toHaveJSProperty('tagName', 'STRONG');
  await expect(page.getByRole('link', { name: 'Visit the chapter' })).toHaveAttribute('href', '/chapters/detroit');
  await expect(page.getByRole('main')).toContainText('<script>document.title = "hacked"</script>');
  await expect(page).toHaveTitle(`${title} | GRO`);
  await shoot(page, 'blog-post');

  // What a crawler reads: the HTML the server sends for the address, before any script runs.
  const response = await request.get(`/blog/${slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = 'Detroit chapter &quot;turns&quot; ten &amp; &lt;counts&gt; ' + stamp;
  expect(html).toContain(`<title>${escaped} | GRO</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(`<meta property="og:url" content="${new URL(`/blog/${slug}`, test.info().project.use.baseURL).href}" />`);
  expect(html).toContain('<meta property="og:description" content="Ten years of Tuesday breakfasts, 4,000 referrals and one very patient coffee machine." />');
  expect(html).not.toContain('<counts>');

  // And the sitemap lists it.
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
});

test('an unknown address, chapter or post answers 404 and shows its not-found page; known ones answer 200', async ({ page }) => {
  for (const [path, heading] of [
    ['/this-does-not-exist', 'Page Not Found'],
    ['/chapters/no-such-chapter', CHAPTER_NOT_FOUND.title],
    ['/blog/no-such-post', BLOG_MESSAGES.postNotFound.title],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  for (const path of ['/', '/chapters/detroit', '/blog', '/signup']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
});
