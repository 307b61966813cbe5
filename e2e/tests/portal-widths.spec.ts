import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHAPTER_LEADER_API, SITE_PATHS as paths, USER_API, fillPath } from '@gro/config';
import { enrolAtSecondFactorGate } from '../support/second-factor';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD, adminToken, apiPath, createCompanyByApi, signIn, signUpByApi, storedToken, uniqueStamp } from '../support/portal';
import { followRequests, waitForQuiet } from '../../scripts/lib/network-quiet.mjs';

// Portal pages hold the bell's live stream open: 'networkidle' never comes there.
test.beforeEach(({ page }) => followRequests(page));

/**
 * No portal page scrolls sideways, at 390 and 1280 px, for a member, a chapter leader and an admin,
 * over every route their sidebar reaches (a leader: of the member's routes, those that show a leader
 * more), with the demo data's longest names (a Detroit member and her company, seeded for this), a
 * leader with a long name of their own, and for the admin a member whose long name and address head
 * the users table.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** The seeded member with the demo data's longest name and company. */
const LONGEST = { lastname: 'Papadopoulou-Vanderbilt', company: 'Great Lakes Commercial Insurance & Risk Advisory Group' };

const fill = fillPath;

/** The page's sideways overflow in px, and the elements sticking out furthest (to say which). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const over = root.scrollWidth - root.clientWidth;
    if (over <= 0) return { over, culprits: [] as string[] };
    const culprits = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > root.clientWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => `<${el.tagName.toLowerCase()} class="${el.className}"> to ${Math.round(right)} px: ${(el.textContent ?? '').trim().slice(0, 40)}`);
    return { over, culprits };
  });

/**
 * The row buttons of a table's last column (its actions) that sit past the right edge of what the
 * table shows: a wide table must keep them in sight, not behind its own sideways scroll.
 */
const hiddenActions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('tbody td:last-child button')]
      .filter((button) => {
        let box: Element | null = button.closest('table')?.parentElement ?? null;
        while (box && box !== document.body && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        const edge = box && box !== document.body ? box.getBoundingClientRect().right : document.documentElement.clientWidth;
        return button.getBoundingClientRect().right > edge + 0.5;
      })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  );

/** Visits each route at each width; answers every page that scrolls sideways, with what sticks out, and every table whose row actions are out of sight. */
async function sideways(page: Page, routes: string[], widths = WIDTHS): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await waitForQuiet(page);
      const { over, culprits } = await overflowOf(page);
      if (over > 0) found.push(`${route} at ${viewport.width} px scrolls ${over} px sideways: ${culprits.join(' | ')}`);
      const hidden = await hiddenActions(page);
      if (hidden.length) found.push(`${route} at ${viewport.width} px hides row actions past the table's edge: ${hidden.slice(0, 3).join(' | ')}`);
    }
  }
  return found;
}

async function get<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Detroit's id and the long-named member's, read as the signed-in page's account. */
async function ids(page: Page) {
  const token = await storedToken(page);
  const chapters = (await (await page.request.get('/api/chapter/active')).json()).data as { id: number; name: string }[];
  const detroit = chapters.find((c) => c.name === 'GRO Detroit')!.id;
  const found = await get<{ items: { id: number; lastname: string }[] }>(page.request, `${apiPath(USER_API.directory)}?q=${LONGEST.lastname}&page=1&pageSize=5`, token);
  const longest = found.items.find((m) => m.lastname === LONGEST.lastname);
  expect(longest, 'the seeded member with the longest name is in the directory').toBeTruthy();
  return { detroit, longest: longest!.id };
}

const memberRoutes = (detroit: number, longest: number) => [
  paths.portal.dashboard,
  paths.portal.chapters,
  fill(paths.portal.chapter, { chapterId: detroit }),
  fill(paths.portal.chapterReferrals, { chapterId: detroit }),
  paths.portal.companies,
  paths.portal.events,
  `${paths.portal.events}?view=mine`,
  paths.portal.directory,
  fill(paths.portal.user, { userId: longest }),
  paths.portal.referrals,
  paths.portal.oneToOnes,
  paths.portal.myScorecard,
];

/**
 * The member's screens that show a chapter's leader more than a member (the dashboard, the chapter
 * page, the events list); the rest they see as a member does, and the member's pass covers them.
 */
const leaderMemberRoutes = (detroit: number) => [paths.portal.dashboard, fill(paths.portal.chapter, { chapterId: detroit }), paths.portal.events];

const leaderRoutes = (detroit: number) => [
  fill(paths.portal.myChapterEvents, { chapterId: detroit }),
  fill(paths.portal.myChapterMembers, { chapterId: detroit }),
  fill(paths.portal.myChapterJoinRequests, { chapterId: detroit }),
  fill(paths.portal.myChapterDuesShare, { chapterId: detroit }),
  fill(paths.portal.chapterScorecards, { chapterId: detroit }),
];

const adminRoutes = [
  paths.portal.users,
  paths.portal.overview,
  paths.portal.joinRequests,
  paths.portal.activity,
  paths.portal.memberImport,
  paths.portal.reminders,
  paths.portal.scorecardSettings,
  paths.portal.adminScorecards,
  paths.portal.referralFigures,
  paths.portal.subscriptions,
  paths.portal.subscriptionLogs,
  paths.portal.invoices,
  paths.portal.duesShare,
];

// The member's and the admin's passes run a test per width, so the two workers share them evenly.
for (const viewport of WIDTHS) {
  test(`a member: no portal page scrolls sideways at ${viewport.width} px`, async ({ page }) => {
    await signIn(page, DEMO_MEMBER.email, DEMO_PASSWORD);
    const { detroit, longest } = await ids(page);
    expect(await sideways(page, memberRoutes(detroit, longest), [viewport])).toEqual([]);
  });

  test(`an admin: no portal page scrolls sideways at ${viewport.width} px`, async ({ page, request }) => {
    // A member whose long name and address sort onto the users table's first page.
    const stamp = uniqueStamp();
    await signUpByApi(request, { firstname: 'Bartholomew', lastname: `Aardvark-Oyelaran${stamp.replace(/\d/g, 'x')}`, tag: `widths.admin.${stamp}.${stamp}` });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { detroit, longest } = await ids(page);
    expect(await sideways(page, [...memberRoutes(detroit, longest), ...leaderRoutes(detroit), ...adminRoutes], [viewport])).toEqual([]);
  });
}

test('a chapter leader with a long name: no portal page scrolls sideways at 390 or 1280 px', async ({ page, request }) => {
  const stamp = uniqueStamp();
  const leader = await signUpByApi(request, { firstname: 'Maximiliana', lastname: `Oyelaran-Castellanos${stamp.replace(/\d/g, 'x')}`, tag: `widths.${stamp}` });
  await createCompanyByApi(request, leader, `Northwestern Ohio Industrial Automation & Controls Cooperative ${stamp}`);
  const chapters = (await (await request.get('/api/chapter/active')).json()).data as { id: number; name: string }[];
  const detroit = chapters.find((c) => c.name === 'GRO Detroit')!.id;
  const granted = await request.put(apiPath(CHAPTER_LEADER_API.grant, { id: detroit, userId: leader.id }), { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(granted.ok(), await granted.text()).toBe(true);
  // The server requires a leader's second factor: the portal leads them through it first.
  await signIn(page, leader.email, leader.password);
  await enrolAtSecondFactorGate(page, leader.password);
  expect(await sideways(page, [...leaderMemberRoutes(detroit), ...leaderRoutes(detroit)])).toEqual([]);
});
