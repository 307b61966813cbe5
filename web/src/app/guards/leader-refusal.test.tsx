import { CHAPTER_LEADER_MESSAGES, CHAPTER_LEADER_REASON } from '@gro/config';
import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildEvent } from '@/testing/chapter-fixtures';
import { buildUser, jsonResponse } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const NOT_YOURS = { title: 'Forbidden', message: CHAPTER_LEADER_MESSAGES.notYourChapter };
/** A 403 of the server's chapter-leader policy (its contract with the web). */
const leaderRefusal = () => jsonResponse({ ok: false, error: true, data: null, message: NOT_YOURS, details: { reason: CHAPTER_LEADER_REASON } }, 403);

/** GET /account answers the leader first, then, their role taken back meanwhile, a member who leads nothing. */
function revokedLeader() {
  const leader = buildLeader([DETROIT]);
  authStore.setAuth({ token: 'jwt', user: leader });
  let answers = 0;
  return () => ok(answers++ === 0 ? leader : buildUser({ leads: [] }));
}

describe('a leader whose role was taken back', () => {
  it("reloads GET /account on the server's chapter-leader 403: the My chapter links and the screen go, and the server's message shows", async () => {
    const api = mockApi({ 'GET /account': revokedLeader(), 'GET /chapter/1/members': leaderRefusal() });
    renderApp('/portal/my-chapter/1/members');
    expect(await findHeading('Page Not Found')).toBeInTheDocument();
    expect(api.callsTo('GET /account')).toHaveLength(2);
    expect(within(screen.getByRole('complementary')).queryByText(MY_CHAPTER_TEXTS.navHeading)).not.toBeInTheDocument();
    expect(lastShownToast()).toMatchObject({ type: 'danger', ...NOT_YOURS });
  });

  it("loses the Edit action of the chapter's events when a save is refused", async () => {
    const weekly = buildEvent();
    const api = mockApi({
      'GET /account': revokedLeader(),
      'GET /event': ok({ items: [weekly], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } }),
      'PUT /event/11': leaderRefusal(),
    });
    renderApp('/portal/event');
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Edit GRO Detroit Weekly Meeting' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Event' });
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('GET /account')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit GRO Detroit Weekly Meeting' })).not.toBeInTheDocument());
    expect(lastShownToast()).toMatchObject({ type: 'danger', ...NOT_YOURS });
  });
});
