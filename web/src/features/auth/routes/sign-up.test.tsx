import { AUTH_TEXTS } from '@gro/config';
import { SIGN_UP_TAGLINES } from '@gro/config/screens';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const chapters = [
  { id: 4, name: 'Ann Arbor', slug: 'ann-arbor' },
  { id: 12, name: 'Detroit Downtown', slug: 'detroit-downtown' },
];
const member = buildUser({ firstname: 'Sam', lastname: 'Lee', fullname: 'Sam Lee', chapterId: 12, companyId: null, company: null });

async function openSignUp() {
  const view = renderApp('/signup');
  await findHeading('Become a Member');
  return view;
}

async function fillForm({ confirm = 'Gr0wT0gether!' } = {}) {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText(/^First Name/), 'Sam');
  await actor.type(screen.getByLabelText(/^Last Name/), 'Lee');
  await actor.type(screen.getByLabelText(/^Email Address/), 'sam@example.com');
  await actor.type(screen.getByLabelText(/^Phone Number/), '(555) 555-0100');
  await actor.type(screen.getByLabelText(/^Extension/), '12');
  await actor.type(screen.getByLabelText(/^Password/), 'Gr0wT0gether!');
  await actor.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await actor.selectOptions(await screen.findByRole('combobox', { name: /Chapter/ }), 'Detroit Downtown');
  await actor.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  return actor;
}

describe('sign up (/signup)', () => {
  it('shows one of the three taglines, the fields with their autocomplete and the sign-in link', async () => {
    mockApi({ 'GET /chapter/active': ok(chapters) });
    await openSignUp();
    expect(SIGN_UP_TAGLINES.filter((tagline) => screen.queryByText(tagline))).toHaveLength(1);
    const autocomplete = {
      'First Name': 'given-name',
      'Last Name': 'family-name',
      'Email Address': 'email',
      'Phone Number': 'tel',
      Extension: 'tel-extension',
      Password: 'new-password',
      'Confirm Password': 'new-password',
    };
    for (const [label, value] of Object.entries(autocomplete)) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('autocomplete', value);
    }
    const form = screen.getByRole('form', { name: 'Sign Up' });
    expect(within(form).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("offers the active chapters under the placeholder 'Select a chapter', after a loading state", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /chapter/active': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openSignUp();
    const select = screen.getByRole('combobox', { name: /Chapter/ });
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('Loading...');
    answer(ok(chapters));
    expect(await screen.findByRole('option', { name: 'Detroit Downtown' })).toBeInTheDocument();
    expect(select).toBeEnabled();
    expect(select).toHaveDisplayValue('Select a chapter');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a chapter',
      'Ann Arbor',
      'Detroit Downtown',
    ]);
  });

  it('validates an empty form with the spec messages and focuses First Name', async () => {
    const api = mockApi({ 'GET /chapter/active': ok(chapters) });
    await openSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email Address is required',
      'Phone Number is required',
      'Password is required',
      'Confirm Password is required',
      'Chapter is required',
      'Terms and Conditions is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toHaveAccessibleDescription('Terms and Conditions is required');
    expect(api.callsTo('POST /authenticate/signup')).toHaveLength(0);
  });

  it('checks the email, the password length and that Confirm Password matches', async () => {
    mockApi({ 'GET /chapter/active': ok(chapters) });
    await openSignUp();
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText(/^Email Address/), 'sam@');
    await actor.type(screen.getByLabelText(/^Password/), 'short');
    await actor.type(screen.getByLabelText(/^Confirm Password/), 'different');
    await actor.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password must match')).toBeInTheDocument();
  });

  it("sends exactly the sign-up payload, reads 'Creating Account…', then goes to /portal replacing history", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({
      'GET /chapter/active': ok(chapters),
      'POST /authenticate/signup': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /account': ok(member),
    });
    const { router } = await openSignUp();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account…' })).toBeDisabled();
    const [{ body }] = api.callsTo('POST /authenticate/signup');
    expect(body).toEqual({
      firstname: 'Sam',
      lastname: 'Lee',
      phoneNumber: '(555) 555-0100',
      phoneExt: '12',
      email: 'sam@example.com',
      password: 'Gr0wT0gether!',
      chapterId: 12,
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('terms');

    answer(ok({ token: 'jwt-sam', user: member }, { title: AUTH_TEXTS.signedUp.title, message: AUTH_TEXTS.signedUp.message }));
    expect(await findHeading('Join or Create a Company')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(authStore.getState()).toEqual({ token: 'jwt-sam', user: member });
    expect(shownToasts()).toMatchObject([{ type: 'success', message: 'Your account is ready, Sam.' }]);
  });

  it('shows server field errors under their fields', async () => {
    mockApi({
      'GET /chapter/active': ok(chapters),
      'POST /authenticate/signup': fieldFailure('Validation error', 'Check the form', [
        { path: ['chapterId'], message: AUTH_TEXTS.chapterUnavailable },
      ]),
    });
    await openSignUp();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_TEXTS.chapterUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Chapter/ })).toHaveAccessibleDescription(AUTH_TEXTS.chapterUnavailable);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Chapter/ })).toHaveFocus());
    expect(shownToasts()).toHaveLength(0);
  });

  it('shows a taken email as the danger toast', async () => {
    mockApi({
      'GET /chapter/active': ok(chapters),
      'POST /authenticate/signup': failure(409, 'Email taken', AUTH_TEXTS.emailTaken),
    });
    const { router } = await openSignUp();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXTS.emailTaken);
    expect(shownToasts()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('sign up from a visitor\'s invitation (/signup?chapter={slug}&email=…)', () => {
  it('chooses the invited chapter and fills the email; the person may still change both', async () => {
    mockApi({ 'GET /chapter/active': ok(chapters) });
    renderApp('/signup?chapter=detroit-downtown&email=grace%2Bguest%40example.com');
    await findHeading('Become a Member');
    const chapter = await screen.findByRole('combobox', { name: /Chapter/ });
    await waitFor(() => expect(chapter).toHaveValue('12'));
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('grace+guest@example.com');
    await userEvent.selectOptions(chapter, 'Ann Arbor');
    expect(chapter).toHaveValue('4');
  });

  it('leaves the choice empty for a chapter that is not active', async () => {
    mockApi({ 'GET /chapter/active': ok(chapters) });
    renderApp('/signup?chapter=flint');
    await findHeading('Become a Member');
    const chapter = await screen.findByRole('combobox', { name: /Chapter/ });
    await waitFor(() => expect(within(chapter).getAllByRole('option')).toHaveLength(3));
    expect(chapter).toHaveValue('');
  });
});
