import type { User } from '@gro/config';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter } from '@/testing/chapter-fixtures';
import { buildAdmin, buildUser } from '@/testing/fixtures';
import { DETROIT, buildLeader, marcus, memberPage } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

function open(user: User, path: string) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /chapter': ok([buildChapter()]),
    'GET /chapter/1/members': ok(memberPage([marcus])),
    'GET /chapter/2/members': ok(memberPage([])),
  });
  const view = renderApp(path);
  return { api, ...view };
}

describe('RequireLeader: the My chapter screens', () => {
  it("lets a leader of the address's chapter in", async () => {
    const { api } = open(buildLeader([DETROIT]), '/portal/my-chapter/1/members');
    expect(await findHeading('Members of GRO Detroit')).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/members')).toHaveLength(1);
  });

  it("shows the portal's 'Page Not Found' to a leader of another chapter, without asking the server", async () => {
    const { api } = open(buildLeader([DETROIT]), '/portal/my-chapter/2/members');
    expect(await findHeading('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/portal');
    expect(api.callsTo('GET /chapter/2/members')).toHaveLength(0);
  });

  it("shows 'Page Not Found' to a member who leads nothing", async () => {
    const { api } = open(buildUser(), '/portal/my-chapter/1/events');
    expect(await findHeading('Page Not Found')).toBeInTheDocument();
    expect(api.callsTo('GET /event')).toHaveLength(0);
  });

  it('lets an admin in, the chapter named from GET /chapter', async () => {
    open(buildAdmin(), '/portal/my-chapter/1/members');
    expect(await findHeading('Members of GRO Detroit')).toBeInTheDocument();
  });
});
