import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { EXPORT_HEADERS } from '@gro/config';
import { PORTAL_USER_TEXTS, TABLE_EXPORT_TEXTS } from '@gro/config/screens';
import { expectNoBlockingViolations } from '../support/axe';
import { DEMO_ADMIN, signIn, signUpByApi, uniqueStamp } from '../support/portal';

/** The rows of an RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    }
  }
  return rows;
}

/**
 * The CSV export as an admin uses it: an admin searches the users table, exports it, and the
 * downloaded file (UTF-8 with a byte order mark) holds exactly the members the search matches, in
 * the table's order, a formula-like name kept as text; the table with its button is axe-clean at
 * 1280 and 390 px.
 */

test('an admin exports the users table filtered by a search: the file has exactly those members', async ({ page, request }) => {
  const stamp = uniqueStamp();
  const lastname = `Exportson${stamp}`;
  const members = [];
  for (const firstname of ['Ada', 'Bram', '=SUM(1+1)']) members.push(await signUpByApi(request, { firstname, lastname, tag: `export-${stamp}` }));
  // Someone the search does not match.
  await signUpByApi(request, { firstname: 'Cleo', lastname: `Elsewhere${stamp}`, tag: `export-other-${stamp}` });

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/portal/user');
  await page.getByRole('searchbox', { name: PORTAL_USER_TEXTS.search }).fill(lastname);
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: lastname });
  await expect(rows).toHaveCount(3);
  // Newest first by email descending: the file keeps the table's sort.
  await page.getByRole('columnheader', { name: PORTAL_USER_TEXTS.columns.email }).getByRole('button').click();
  await page.getByRole('columnheader', { name: PORTAL_USER_TEXTS.columns.email }).getByRole('button').click();
  const shownEmails = [...members.map((m) => m.email)].sort().reverse();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: lastname }).first()).toContainText(shownEmails[0]!);

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: TABLE_EXPORT_TEXTS.exportCsv }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = parse(bytes.toString('utf8').slice(1));
  expect(header).toEqual([...EXPORT_HEADERS.users]);
  const email = header!.indexOf('Email');
  const first = header!.indexOf('First Name');
  expect(lines.map((line) => line[email])).toEqual(shownEmails);
  expect(lines.map((line) => line[first]).sort()).toEqual(["'=SUM(1+1)", 'Ada', 'Bram']);
  await expect(page.getByRole('button', { name: TABLE_EXPORT_TEXTS.exportCsv })).toBeEnabled();
});

test('the users table with its Export CSV button is axe-clean at 1280 and 390 px', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/portal/user');
    await expect(page.getByRole('button', { name: TABLE_EXPORT_TEXTS.exportCsv })).toBeVisible();
    await expectNoBlockingViolations(page);
  }
});
