import { AUTH_TEXTS, LINKEDIN_INVALID } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAccountSection } from '@/testing/account-drawer';
import { buildUser } from '@/testing/fixtures';
import { ok } from '@/testing/mock-api';

const PROFESSIONS = [
  { id: 1, name: 'Accountant (CPA)', category: 'Accounting and Finance' },
  { id: 2, name: 'Bookkeeper', category: 'Accounting and Finance' },
  { id: 7, name: 'Architect', category: 'Construction and Home Services' },
];

describe('My Account: About your work', () => {
  it('offers the professions by category and saves profession, bio, ideal referral and links with PUT /account/about', async () => {
    const saved = buildUser({ profession: { id: 7, name: 'Architect' }, about: { bio: 'Homes that last.', idealReferral: null, website: 'https://example.com', linkedin: null } });
    const { api, user, card } = await openAccountSection('About your work', {
      'GET /profession': ok(PROFESSIONS),
      'PUT /account/about': ok(saved, AUTH_TEXTS.aboutSaved),
    });
    const select = within(card).getByRole('combobox', { name: 'Profession' });
    await waitFor(() => expect(within(select).getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual(['Accounting and Finance', 'Construction and Home Services']));
    await user.selectOptions(select, 'Architect');
    const bio = within(card).getByRole('textbox', { name: 'About Me' });
    await user.type(bio, 'Homes that last.');
    expect(within(card).getByText(/16 of 600 characters/)).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: 'Website' }), 'https://example.com');
    await user.click(within(card).getByRole('button', { name: 'Save About' }));
    await waitFor(() => expect(api.callsTo('PUT /account/about')).toHaveLength(1));
    expect(api.callsTo('PUT /account/about')[0].body).toEqual({ professionId: 7, bio: 'Homes that last.', idealReferral: '', website: 'https://example.com', linkedin: '' });
    expect(await screen.findByText(AUTH_TEXTS.aboutSaved.message)).toBeInTheDocument();
  });

  it('keeps a LinkedIn address that is not on LinkedIn from being sent, and says why', async () => {
    const { api, user, card } = await openAccountSection('About your work', { 'GET /profession': ok(PROFESSIONS) });
    await user.type(within(card).getByRole('textbox', { name: 'LinkedIn Profile' }), 'https://example.com/me');
    await user.click(within(card).getByRole('button', { name: 'Save About' }));
    expect(await within(card).findByText(LINKEDIN_INVALID)).toBeInTheDocument();
    expect(api.callsTo('PUT /account/about')).toHaveLength(0);
  });
});
