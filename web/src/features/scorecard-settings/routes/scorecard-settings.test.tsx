import { SCORECARD_DEFAULTS, SCORECARD_MESSAGES, type ScorecardSettings } from '@gro/config';
import { SCORECARD_SETTINGS_TEXTS } from '@gro/config/screens';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const texts = SCORECARD_SETTINGS_TEXTS;
const PATH = '/portal/administrator/scorecard-settings';

function open(handlers: Parameters<typeof mockApi>[0], user = buildAdmin()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...handlers });
  const view = renderApp(PATH);
  return { api, ...view };
}

/** The PUT answers what it was sent, as the server does. */
const echo = ({ body }: { body: unknown }) => ok(body, { title: 'Scorecard settings saved', message: 'Saved.' });

const box = (name: string) => screen.getByRole('textbox', { name });
const findBox = (name: string) => screen.findByRole('textbox', { name });

async function retype(name: string, value: string) {
  const input = box(name);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe("the admins' scorecard settings (/portal/administrator/scorecard-settings)", () => {
  it('loads the settings, and saves a changed threshold and policy as numbers', async () => {
    const { api } = open({ 'GET /admin/scorecard-settings': ok(SCORECARD_DEFAULTS), 'PUT /admin/scorecard-settings': echo });
    await findHeading(texts.title);
    expect(await findBox('One-to-ones: Green from')).toHaveValue('12');
    expect(box(texts.window.label)).toHaveValue('6');
    expect(screen.getByRole('checkbox', { name: 'Absent' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Absent' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: texts.reportEmail.label })).toBeChecked();

    await retype('One-to-ones: Green from', '10');
    await retype('Closed business: Yellow from', '2,500');
    await retype(texts.window.label, '3');
    await retype(texts.policy.maxAbsences, '2');
    await retype(texts.policy.months, '4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Substitute' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Late' }));
    await userEvent.click(screen.getByRole('switch', { name: texts.reportEmail.label }));
    await userEvent.click(screen.getByRole('button', { name: texts.save }));

    await waitFor(() => expect(api.callsTo('PUT /admin/scorecard-settings')).toHaveLength(1));
    const expected: ScorecardSettings = {
      windowMonths: 3,
      thresholds: { ...SCORECARD_DEFAULTS.thresholds, oneToOnes: { green: 10, yellow: 6 }, closedBusiness: { green: 5000, yellow: 2500 } },
      policy: { maxAbsences: 2, months: 4, counted: ['Absent', 'Late', 'Substitute'] },
      reportEmail: false,
    };
    expect(api.callsTo('PUT /admin/scorecard-settings')[0].body).toEqual(expected);
  });

  it('refuses a yellow threshold above the green one and sends nothing', async () => {
    const { api } = open({ 'GET /admin/scorecard-settings': ok(SCORECARD_DEFAULTS), 'PUT /admin/scorecard-settings': echo });
    await findBox('Attendance: Yellow from');
    await retype('Attendance: Yellow from', '96');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(SCORECARD_MESSAGES.yellowAboveGreen('attendance'))).toBeInTheDocument();
    expect(box('Attendance: Yellow from')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /admin/scorecard-settings')).toHaveLength(0);
  });

  it("shows the server's field errors on their boxes", async () => {
    open({
      'GET /admin/scorecard-settings': ok(SCORECARD_DEFAULTS),
      'PUT /admin/scorecard-settings': fieldFailure('Validation Error', 'Check the settings', [
        { path: ['thresholds', 'oneToOnes'], message: SCORECARD_MESSAGES.yellowAboveGreen('oneToOnes') },
        { path: ['policy', 'months'], message: SCORECARD_MESSAGES.policyMonths },
        { path: ['policy', 'counted'], message: SCORECARD_MESSAGES.counted },
      ]),
    });
    await findBox('One-to-ones: Yellow from');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(SCORECARD_MESSAGES.yellowAboveGreen('oneToOnes'))).toBeInTheDocument();
    expect(box('One-to-ones: Yellow from')).toHaveAttribute('aria-invalid', 'true');
    expect(box(texts.policy.months)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(SCORECARD_MESSAGES.counted)).toBeInTheDocument();
  });

  it('explains the colours', async () => {
    open({ 'GET /admin/scorecard-settings': ok(SCORECARD_DEFAULTS) });
    expect(await screen.findByRole('heading', { name: texts.colours.heading })).toBeInTheDocument();
    for (const label of Object.values(texts.colours.labels)) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('offers a retry when the settings could not be loaded', async () => {
    let calls = 0;
    open({
      'GET /admin/scorecard-settings': () => (++calls === 1 ? failure(500, 'Error', 'Boom') : ok(SCORECARD_DEFAULTS)),
    });
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.retry }));
    expect(await findBox('Attendance: Green from')).toHaveValue('95');
  });

  it('is for admins only', async () => {
    const { router } = open({}, buildUser());
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH));
  });
});
