import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@gro/config';
import { authStore } from '@/lib/auth';
import { buildAdmin, buildUser } from '@/testing/fixtures';
import { DETROIT, LANSING, buildLeader, marcus, memberPage } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

function openPortal(user: User) {
  authStore.setAuth({ token: 'jwt', user });
  mockApi({ 'GET /account': ok(user), 'GET /user': ok(memberPage([marcus])) });
  renderApp('/portal/user');
}

const sidebar = async () => {
  await screen.findByText('marcus@example.com');
  return within(screen.getByRole('complementary'));
};

const linksOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe("the sidebar's My chapter group", () => {
  it("gives the leader of one chapter a 'My chapter' group: the leader's home, the chapter's page, its events, attendance, visitors, news, members, join requests, referral figures and dues share", async () => {
    openPortal(buildLeader([DETROIT]));
    const nav = await sidebar();
    expect(nav.getByText(MY_CHAPTER_TEXTS.navHeading)).toBeInTheDocument();
    expect(linksOf(nav.getByRole('list', { name: 'My chapter' }))).toEqual([
      ['Home', '/portal/my-chapter/1'],
      ['GRO Detroit', '/portal/chapter/1'],
      ['Chapter events', '/portal/my-chapter/1/events'],
      ['Attendance', '/portal/my-chapter/1/attendance'],
      ['Visitors', '/portal/my-chapter/1/visitors'],
      ['News', '/portal/chapter/1/news'],
      ['Members', '/portal/my-chapter/1/members'],
      ['Join requests', '/portal/my-chapter/1/join-requests'],
      ['Meeting report', '/portal/chapter/1/report'],
      ['Scorecards', '/portal/chapter/1/scorecards'],
      ['Referral figures', '/portal/chapter/1/referrals'],
      ['Dues share', '/portal/my-chapter/1/dues-share'],
    ]);
    // Still a member: no administration.
    expect(nav.queryByText('Administration')).not.toBeInTheDocument();
  });

  it("heads each group with the chapter's name for a leader of several", async () => {
    openPortal(buildLeader([DETROIT, LANSING]));
    const nav = await sidebar();
    expect(nav.queryByText(MY_CHAPTER_TEXTS.navHeading)).not.toBeInTheDocument();
    const lansing = nav.getByRole('list', { name: 'GRO Lansing' });
    expect(linksOf(lansing).slice(0, 2)).toEqual([
      [MY_CHAPTER_TEXTS.nav.home, '/portal/my-chapter/2'],
      [MY_CHAPTER_TEXTS.chapterPage, '/portal/chapter/2'],
    ]);
    expect(within(lansing).getByRole('link', { name: 'Dues share' })).toHaveAttribute('href', '/portal/my-chapter/2/dues-share');
    expect(within(lansing).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/portal/chapter/2/news');
    expect(within(nav.getByRole('list', { name: 'GRO Detroit' })).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/portal/my-chapter/1/members');
  });

  it('shows no such group to a member who leads nothing', async () => {
    openPortal(buildUser());
    expect((await sidebar()).queryByText(MY_CHAPTER_TEXTS.navHeading)).not.toBeInTheDocument();
  });

  it('shows no such group to an admin (who leads nothing and has every screen)', async () => {
    openPortal(buildAdmin());
    const nav = await sidebar();
    expect(nav.queryByText(MY_CHAPTER_TEXTS.navHeading)).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Join requests' })).not.toBeInTheDocument();
  });
});

describe("the sidebar's current page", () => {
  it("marks the deepest link the page is under: a chapter's scorecards are Scorecards, not also Chapters", async () => {
    const leader = buildLeader([DETROIT]);
    authStore.setAuth({ token: 'jwt', user: leader });
    mockApi({ 'GET /account': ok(leader), 'GET /chapter/1/scorecards': () => new Promise(() => {}) });
    renderApp('/portal/chapter/1/scorecards');
    const nav = within(await screen.findByRole('navigation', { name: 'Portal' }));
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Scorecards']);
  });
});

describe("the sidebar's My scorecard", () => {
  it('is for members of a chapter: an admin outside any chapter does not get it', async () => {
    openPortal(buildAdmin({ chapterId: null as never, chapter: null as never }));
    expect((await sidebar()).queryByRole('link', { name: 'My scorecard' })).not.toBeInTheDocument();
  });

  it('is in the main links of a member of a chapter', async () => {
    openPortal(buildUser({ chapterId: 1 }));
    expect((await sidebar()).getByRole('link', { name: 'My scorecard' })).toHaveAttribute('href', '/portal/scorecard');
  });
});
