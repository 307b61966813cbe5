import { expect, test } from '@playwright/test';
import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';

const scrambleTexts = PUBLIC_SCREEN_TEXTS.scramble;

test("the contact page shows the organisation's email, phone and address staff keep, with mail and call links", async ({ page, request }) => {
  const details = (await (await request.get('/api/contact-details')).json()).data;
  expect(details).toEqual({ email: 'hello@gro.example.org', phone: '(313) 555-0100', address: '1001 Woodward Ave, Suite 500\nDetroit, MI 48226' });

  await page.goto('/contact');
  const card = page.getByRole('region', { name: PUBLIC_SCREEN_TEXTS.contact.details.title });
  await expect(card.getByRole('link', { name: 'hello@gro.example.org' })).toHaveAttribute('href', 'mailto:hello@gro.example.org');
  await expect(card.getByRole('link', { name: '(313) 555-0100' })).toHaveAttribute('href', 'tel:+13135550100');
  // The address keeps its two lines.
  const address = card.locator('address');
  await expect(address).toHaveText('1001 Woodward Ave, Suite 500\nDetroit, MI 48226', { useInnerText: true });
  // The form is still there beside it.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('/scramble and the scramble event on /events agree: title, description, date, time and place', async ({ page, request }) => {
  const scramble = (await (await request.get('/api/scramble')).json()).data;
  expect(scramble.event, 'the demo data links the scramble event').not.toBeNull();

  await page.goto('/scramble');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(scramble.title);
  const panel = page.getByRole('complementary', { name: scrambleTexts.register });
  const pageDate = await panel.locator('time').getAttribute('datetime');
  expect(pageDate).toBe(scramble.eventDate);
  await expect(panel.getByText(scramble.event.location)).toBeVisible();
  const about = page.getByRole('region', { name: scrambleTexts.about });
  const pageDescription = (await about.innerText()).replace(scrambleTexts.about, '').trim();
  expect(pageDescription).toMatch(/nonprofits/);
  expect(pageDescription).not.toMatch(/scholarship/);
  const pageTime = (await panel.getByText(/AM|PM/).innerText()).replace(/\s+/g, ' ');

  await page.goto('/events');
  const card = page.getByRole('article', { name: scramble.title });
  await expect(card).toHaveCount(1);
  await expect(card.locator('time')).toHaveAttribute('datetime', pageDate!);
  await expect(card.getByText(pageDescription)).toBeVisible();
  await expect(card.getByText(scramble.event.location)).toBeVisible();
  expect((await card.getByText(/AM|PM/).innerText()).replace(/\s+/g, ' ')).toBe(pageTime);
});

test("the terms say 'Last updated Jan 15, 2025' (a record's date), the date staff set, not the day of the install", async ({ page }) => {
  await page.goto('/legal/terms');
  const updated = page.getByText(/^Last updated /);
  await expect(updated).toHaveText('Last updated Jan 15, 2025');
  await expect(updated).toHaveAttribute('datetime', '2025-01-15');
});
