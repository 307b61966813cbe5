import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildMember } from '@/testing/chapter-fixtures';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

function openMember(answer: Parameters<typeof mockApi>[0][string], path = '/portal/user/21') {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /user/21': answer,
    'GET /user': ok({ items: [], pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } }),
  });
  return { api, ...renderApp(path) };
}

describe('user detail (/portal/user/{userId})', () => {
  it('shows the default avatar at 148 px, name, email, phone with extension, company, chapter and role names', async () => {
    openMember(ok(buildMember({ phoneNumber: '(313) 555-0142', phoneExt: '12', role: [{ name: 'Member' }, { name: 'Admin' }] })));
    await findHeading('User Details');
    expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' })).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: 'Default avatar' });
    expect(avatar).toHaveAttribute('width', '148');
    expect(avatar).toHaveAttribute('height', '148');
    expect(screen.getByRole('link', { name: 'marcus@example.com' })).toHaveAttribute('href', 'mailto:marcus@example.com');
    expect(screen.getByRole('link', { name: '(313) 555-0142 ext. 12' })).toHaveAttribute('href', 'tel:3135550142');
    expect(screen.getByText('Bell & Associates CPAs')).toBeInTheDocument();
    expect(screen.getByText('GRO Detroit')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it("shows the member's photo when there is one", async () => {
    openMember(ok(buildMember({ avatar: { url: '/uploads/marcus.png' } })));
    const photo = await screen.findByRole('img', { name: 'Photo of Marcus Bell' });
    expect(photo).toHaveAttribute('src', '/uploads/marcus.png');
  });

  it("says 'Member not found.' on 404, with a link back to the users", async () => {
    const { router } = openMember(failure(404, 'Not Found', 'Member not found.'));
    expect(await screen.findByText('Member not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Users' }));
    expect(await findHeading('Users')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/user');
  });

  it('shows an error, not a 404, when the member cannot be loaded', async () => {
    openMember(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The member could not be loaded.');
    expect(screen.queryByText('Member not found.')).not.toBeInTheDocument();
  });
});
