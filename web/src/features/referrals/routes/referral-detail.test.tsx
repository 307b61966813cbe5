import { REFERRAL_MESSAGES, type User } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { fixToday } from '@/testing/clock';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { bea, buildReferral, jordan, referralPage } from '@/testing/referral-fixtures';
import { findHeading, renderApp } from '@/testing/render';

type Handlers = Parameters<typeof mockApi>[0];

function open(handlers: Handlers, user: User = buildUser()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /referral': ok(referralPage([])), ...handlers });
  const view = renderApp('/portal/referral/40');
  return { api, ...view };
}

const followForm = async () => within(await screen.findByRole('form', { name: 'Follow this referral' }));

describe('a referral (/portal/referral/{id})', () => {
  fixToday('2026-11-27');

  it('shows the referral to its receiver, with the follow form and no Delete', async () => {
    open({ 'GET /referral/40': ok(buildReferral()) });
    await findHeading('Referral');
    expect(await screen.findByText('Dana Park')).toBeInTheDocument();
    expect(screen.getByText('Bea Lindqvist · Lindqvist Law')).toBeInTheDocument();
    expect(screen.getByText('Bookkeeping for two shops')).toBeInTheDocument();
    expect(screen.getByText('4 — expects your call')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /parkbakery\.com/ })).toHaveAttribute('href', 'mailto:dana@parkbakery.com');
    const form = await followForm();
    expect(form.getByLabelText(/Date/)).toHaveValue('2026-11-27');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
  });

  it('asks for the amount only when closing, and sends it with the status and date', async () => {
    const { api } = open({
      'GET /referral/40': ok(buildReferral()),
      'PUT /referral/40/status': ok(buildReferral({ status: 'Closed', closedOn: '2026-11-27', amountCents: 400000 }), REFERRAL_MESSAGES.closed('$4,000.00')),
    });
    const form = await followForm();
    expect(form.queryByLabelText(/Closed business amount/)).not.toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText(/Status/), 'Contacted');
    expect(form.queryByLabelText(/Closed business amount/)).not.toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText(/Status/), 'Closed');
    const amount = form.getByLabelText(/Closed business amount/);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(REFERRAL_MESSAGES.amountRequired)).toBeInTheDocument();
    await userEvent.type(amount, '40.123');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(REFERRAL_MESSAGES.amountInvalid)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '4,000');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /referral/40/status')).toHaveLength(1));
    expect(api.callsTo('PUT /referral/40/status')[0].body).toEqual({ status: 'Closed', date: '2026-11-27', amount: '4,000' });
    expect(await screen.findByText('$4,000.00')).toBeInTheDocument();
  });

  it('sends no amount for another status', async () => {
    const { api } = open({
      'GET /referral/40': ok(buildReferral()),
      'PUT /referral/40/status': ok(buildReferral({ status: 'MeetingBooked', meetingOn: '2026-11-26' }), REFERRAL_MESSAGES.updated('MeetingBooked')),
    });
    const form = await followForm();
    await userEvent.selectOptions(form.getByLabelText(/Status/), 'Meeting booked');
    await userEvent.clear(form.getByLabelText(/Date/));
    await userEvent.type(form.getByLabelText(/Date/), '2026-11-26');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /referral/40/status')).toHaveLength(1));
    expect(api.callsTo('PUT /referral/40/status')[0].body).toEqual({ status: 'MeetingBooked', date: '2026-11-26' });
  });

  it('lets the giver delete it after a question, then goes back to the list', async () => {
    const { api, router } = open(
      { 'GET /referral/40': ok(buildReferral({ giver: jordan, receiver: bea })), 'DELETE /referral/40': ok(buildReferral(), REFERRAL_MESSAGES.removed) },
    );
    await screen.findByText('Dana Park');
    expect(screen.queryByRole('form', { name: 'Follow this referral' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this referral?' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/referral'));
    expect(api.callsTo('DELETE /referral/40')).toHaveLength(1);
  });

  it('shows admins the history as a timeline, and a deleted referral as deleted', async () => {
    open(
      {
        'GET /referral/40': ok(buildReferral({ giver: bea, receiver: { id: 22, fullname: 'Carl Osei', company: null }, deletedAt: '2026-11-22T10:00:00.000Z' })),
        'GET /referral/40/history': ok([
          { id: 1, action: 'created', actor: bea, before: null, after: { status: 'New' }, at: '2026-11-20T15:00:00.000Z' },
          { id: 2, action: 'status', actor: jordan, before: { status: 'New' }, after: { status: 'Closed', amountCents: 400000 }, at: '2026-11-21T15:00:00.000Z' },
          { id: 3, action: 'deleted', actor: bea, before: null, after: null, at: '2026-11-22T10:00:00.000Z' },
        ]),
      },
      buildAdmin({ id: 1 }),
    );
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(await screen.findByText('New → Closed, $4,000.00')).toBeInTheDocument();
    expect(screen.getByText('by Jordan Rivera')).toBeInTheDocument();
    expect(screen.getByText('This referral was deleted on Nov 22, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says "Referral not found." for a referral the member may not see', async () => {
    open({ 'GET /referral/40': failure(404, 'Not Found', REFERRAL_MESSAGES.notFound) });
    expect(await screen.findByText(REFERRAL_MESSAGES.notFound)).toBeInTheDocument();
  });
});
