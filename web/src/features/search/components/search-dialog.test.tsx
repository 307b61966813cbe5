import type { SearchResults } from '@gro/config';
import { SEARCH_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const RESULTS: SearchResults = {
  q: 'acc',
  members: [
    { id: 21, fullname: 'Marcus Bell', profession: 'Accountant (CPA)', company: 'Bell & Associates CPAs', chapter: 'GRO Detroit', avatar: null },
    { id: 22, fullname: 'Keisha Johnson', profession: 'Bookkeeper', company: 'Accurate Books', chapter: 'GRO Detroit', avatar: null },
  ],
  companies: [{ id: 4, name: 'Accurate Books', industry: 'Accounting', city: 'Detroit' }],
  chapters: [],
  events: [{ id: 9, title: 'Accounting for founders', date: '2020-01-07', dayOfWeek: null, chapter: 'GRO Detroit', upcoming: false }],
};

async function openPortal(answer = ok(RESULTS), user = buildUser()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /search': answer, 'GET /user/21': ok({ id: 21, firstname: 'Marcus', lastname: 'Bell', fullname: 'Marcus Bell', email: null, contactHidden: true, phoneNumber: null, phoneExt: null, avatar: null, chapterId: 1, chapter: { id: 1, name: 'GRO Detroit' }, companyId: 4, company: { id: 4, name: 'Bell & Associates CPAs' }, role: [], profession: null, about: { bio: null, idealReferral: null, website: null, linkedin: null } }) });
  const rendered = renderApp('/portal');
  await findHeading('Dashboard');
  return { api, ...rendered, keyboard: userEvent.setup() };
}

describe('the portal search', () => {
  it('opens with Ctrl K, searches once typing pauses, lists results by kind and opens the chosen one with the keyboard', async () => {
    const { api, router, keyboard } = await openPortal();
    await keyboard.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: SEARCH_TEXTS.dialogTitle });
    const box = within(dialog).getByRole('combobox', { name: SEARCH_TEXTS.label });
    expect(box).toHaveFocus();
    expect(within(dialog).getByText(SEARCH_TEXTS.hint(2))).toBeInTheDocument();
    await keyboard.type(box, 'Acc');
    const list = await within(dialog).findByRole('listbox');
    expect(api.callsTo('GET /search')).toHaveLength(1);
    expect(api.callsTo('GET /search')[0].query).toEqual({ q: 'acc' });
    expect(within(list).getAllByRole('group')).toHaveLength(3);
    expect(within(list).getByRole('group', { name: 'Members' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Events' })).toHaveTextContent(SEARCH_TEXTS.past);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveTextContent('Accountant (CPA) · Bell & Associates CPAs · GRO Detroit');
    expect(await screen.findByText('4 results')).toBeInTheDocument();
    await keyboard.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await keyboard.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await keyboard.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/user/21'));
    expect(screen.queryByRole('dialog', { name: SEARCH_TEXTS.dialogTitle })).not.toBeInTheDocument();
  });

  it("opens a company's people in the directory, from a click", async () => {
    const { router, keyboard } = await openPortal();
    await keyboard.click(screen.getByRole('button', { name: SEARCH_TEXTS.open }));
    await keyboard.type(await screen.findByRole('combobox', { name: SEARCH_TEXTS.label }), 'acc');
    const companies = await screen.findByRole('group', { name: 'Companies' });
    await keyboard.click(within(companies).getByRole('option'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/portal/user/directory?q=Accurate%20Books'));
  });

  it("says when nothing matches, and what to try; Escape closes it and gives the focus back; '/' in a field is a character", async () => {
    const { keyboard } = await openPortal(ok({ q: 'zzz', members: [], companies: [], chapters: [], events: [] }));
    const trigger = screen.getByRole('button', { name: SEARCH_TEXTS.open });
    await keyboard.click(trigger);
    const box = await screen.findByRole('combobox', { name: SEARCH_TEXTS.label });
    await keyboard.type(box, 'zzz/');
    expect(await screen.findByText(SEARCH_TEXTS.nothing('zzz/'))).toBeInTheDocument();
    expect(screen.getByText(SEARCH_TEXTS.nothingHint)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await keyboard.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: SEARCH_TEXTS.dialogTitle })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await keyboard.keyboard('/');
    expect(await screen.findByRole('dialog', { name: SEARCH_TEXTS.dialogTitle })).toBeInTheDocument();
  });

  it('is not offered to an account that may not read member data', async () => {
    await openPortal(ok(RESULTS), buildUser({ memberData: { allowed: false, reason: 'subscription-required' } }));
    expect(screen.queryByRole('button', { name: SEARCH_TEXTS.open })).not.toBeInTheDocument();
  });
});
