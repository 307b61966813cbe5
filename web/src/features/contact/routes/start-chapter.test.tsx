import { FORM_TEXTS } from '@gro/config';
import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { fillMessageForm } from '@/testing/message-form';
import { metaDescription } from '@/testing/public-content';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const texts = PUBLIC_SCREEN_TEXTS.startChapter;

async function openStartChapter() {
  const view = renderApp('/chapters/start');
  await findHeading('Start a Chapter');
  return view;
}

const fillForm = () =>
  fillMessageForm({
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '313-555-0142',
    phoneExt: '7',
    message: 'A chapter in Ann Arbor, meeting Tuesday mornings.',
  });

describe('start a chapter (/chapters/start)', () => {
  it('explains what starting a chapter involves and sets its title and description', async () => {
    mockApi({});
    await openStartChapter();
    const needs = within(screen.getByRole('region', { name: texts.needsTitle }));
    for (const title of ['A chapter leader', 'A regular meeting place', 'A steady rhythm', 'The right format']) {
      expect(needs.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(needs.getByText(/weekly or biweekly/)).toBeInTheDocument();
    expect(needs.getByText(/in person, virtually or hybrid/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.supportTitle })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: texts.formTitle })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Start a Chapter | GRO'));
    expect(metaDescription()).toBe(texts.description);
  });

  it('validates with the spec messages', async () => {
    const api = mockApi({});
    await openStartChapter();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email Address is required',
      'Phone Number is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls).toHaveLength(0);
  });

  it('posts the same payload to /chapter/application and shows the thank-you', async () => {
    const api = mockApi({ 'POST /chapter/application': ok(null, FORM_TEXTS.applicationSent) });
    await openStartChapter();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Submit Application' }));

    const panel = await screen.findByRole('status', { name: 'Application received' });
    expect(panel).toHaveTextContent(
      'Thank you, Ada. Our chapter development team will contact you about starting a chapter.',
    );
    expect(api.callsTo('POST /chapter/application')[0].body).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '313-555-0142',
      phoneExt: '7',
      message: 'A chapter in Ann Arbor, meeting Tuesday mornings.',
      website: '',
    });
    expect(api.callsTo('POST /contact')).toHaveLength(0);
    await actor.click(screen.getByRole('button', { name: texts.again }));
    expect(screen.getByRole('form', { name: texts.formTitle })).toBeInTheDocument();
  });

  it('shows server field errors under their fields', async () => {
    mockApi({
      'POST /chapter/application': fieldFailure('Invalid Request', 'Check the form', [
        { path: ['phoneNumber'], message: 'Must be a valid phone number' },
      ]),
    });
    await openStartChapter();
    const actor = await fillForm();
    await actor.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Must be a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAccessibleDescription('Must be a valid phone number');
    expect(shownToasts()).toHaveLength(0);
  });
});
