import { FORM_TEXTS, retryAfterText } from '@gro/config';
import { CONTACT_TAGLINES, PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { fillMessageForm } from '@/testing/message-form';
import { contactDetails, metaDescription } from '@/testing/public-content';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const texts = PUBLIC_SCREEN_TEXTS.contact;
const SENT = { title: FORM_TEXTS.contactSent.title, message: FORM_TEXTS.contactSent.message };

async function openContact() {
  const view = renderApp('/contact');
  await findHeading("Have questions? Let's connect.");
  return view;
}

const fillForm = () =>
  fillMessageForm({
    firstname: 'Sam',
    lastname: 'Lee',
    email: 'sam@example.com',
    phoneNumber: '(555) 555-0100',
    message: '  Which chapter meets nearest Ann Arbor?  ',
  });

describe('contact (/contact)', () => {
  it('shows one of the three intro lines, the form and its title and description', async () => {
    mockApi({});
    await openContact();
    expect(CONTACT_TAGLINES.filter((line) => screen.queryByText(line))).toHaveLength(1);
    expect(screen.getByRole('form', { name: texts.formTitle })).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Extension', 'Message']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    await waitFor(() => expect(document.title).toBe('Contact | GRO'));
    expect(metaDescription()).toBe(texts.description);
  });

  it("shows the organisation's email, phone and address staff keep, with mail and call links", async () => {
    mockApi({ 'GET /contact-details': ok(contactDetails) });
    await openContact();
    const card = within(await screen.findByRole('region', { name: texts.details.title }));
    expect(card.getByRole('link', { name: 'hello@gro.example.org' })).toHaveAttribute('href', 'mailto:hello@gro.example.org');
    expect(card.getByRole('link', { name: '(313) 555-0100' })).toHaveAttribute('href', 'tel:+13135550100');
    const address = card.getByText(/1001 Woodward Ave, Suite 500/);
    expect(address.tagName).toBe('ADDRESS');
    expect(address.textContent).toBe('1001 Woodward Ave, Suite 500\nDetroit, MI 48226');
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Email', 'Phone', 'Address']);
  });

  it('keeps the page and the form, without the card and without a toast, while staff have set no details', async () => {
    const api = mockApi({ 'GET /contact-details': failure(404, 'Not Found', 'The contact details have not been set up yet.') });
    await openContact();
    await waitFor(() => expect(api.callsTo('GET /contact-details')).toHaveLength(1));
    expect(screen.getByRole('form', { name: texts.formTitle })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: texts.details.title })).not.toBeInTheDocument();
    expect(shownToasts()).toHaveLength(0);
  });

  it('has a honeypot named website that people neither see nor reach', async () => {
    mockApi({});
    const { container } = await openContact();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveValue('');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('validates with the spec messages and focuses the first invalid field', async () => {
    const api = mockApi({});
    await openContact();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email Address is required',
      'Phone Number is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
    await actor.type(screen.getByLabelText(/^Email Address/), 'sam@example');
    await actor.type(screen.getByLabelText(/^Phone Number/), '555');
    await actor.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAccessibleDescription('Must be a valid phone number');
    expect(api.callsTo('POST /contact')).toHaveLength(0);
  });

  it("sends the contact payload with an empty website, reads 'Sending…', then thanks the sender by name", async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ 'POST /contact': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await openContact();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.callsTo('POST /contact')[0].body).toEqual({
      firstname: 'Sam',
      lastname: 'Lee',
      email: 'sam@example.com',
      phoneNumber: '(555) 555-0100',
      phoneExt: '',
      message: 'Which chapter meets nearest Ann Arbor?',
      website: '',
    });

    answer(ok(null, SENT));
    const panel = await screen.findByRole('status', { name: 'Message sent' });
    expect(panel).toHaveTextContent('Thank you, Sam. We have your message and will get back to you soon.');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(shownToasts()).toHaveLength(0);

    await actor.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveFocus());
  });

  it('shows server field errors under their fields', async () => {
    mockApi({
      'POST /contact': fieldFailure('Invalid Request', 'Check the form', [
        { path: ['email'], message: 'Must be a valid email address' },
      ]),
    });
    await openContact();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription('Must be a valid email address');
    await waitFor(() => expect(screen.getByLabelText(/^Email Address/)).toHaveFocus());
    expect(shownToasts()).toHaveLength(0);
  });

  it("keeps the form and shows the server's text as the danger toast after too many messages", async () => {
    mockApi({ 'POST /contact': failure(429, 'Too Many Requests', retryAfterText(1800)) });
    await openContact();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(retryAfterText(1800));
    expect(shownToasts()).toMatchObject([{ type: 'danger', title: 'Too Many Requests' }]);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Sam');
  });
});
