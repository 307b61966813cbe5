import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildMember } from '@/testing/chapter-fixtures';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const ada = buildMember({ id: 22, firstname: 'Ada', lastname: 'Nwosu', fullname: 'Ada Nwosu', avatar: { url: '/uploads/avatar-22.webp' }, role: [{ name: 'Chapter Leader' }] });
const marcus = buildMember();
const detroit = buildChapter({ users: [marcus, ada] });

function openChapter(path: string, answers: Parameters<typeof mockApi>[0]) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...answers });
  const view = renderApp(path);
  return { api, ...view };
}

describe('portal chapter (/portal/chapter/{chapterId})', () => {
  it('shows the chapter with its members: photo or default avatar, name opening the profile, company and roles', async () => {
    const { api } = openChapter('/portal/chapter/1', { 'GET /chapter/1': ok(detroit) });
    expect(await findHeading('GRO Detroit')).toBeInTheDocument();
    const members = within(screen.getByRole('list', { name: 'Members of GRO Detroit' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Members (2)' })).toBeInTheDocument();
    expect(members.getByRole('link', { name: 'Ada Nwosu' })).toHaveAttribute('href', '/portal/user/22');
    expect(members.getByRole('img', { name: 'Photo of Ada Nwosu' })).toHaveAttribute('src', '/uploads/avatar-22.webp');
    expect(members.getByRole('img', { name: 'Default avatar' })).toBeInTheDocument();
    expect(members.getByText('Chapter Leader')).toBeInTheDocument();
    expect(members.getAllByText('Bell & Associates CPAs')).toHaveLength(2);
    const meeting = screen.getByRole('heading', { name: 'Meeting Info' });
    // The meeting's day and place come first (a phone reads them before a long member list); from lg they are the side column.
    expect(meeting.compareDocumentPosition(screen.getByRole('heading', { level: 2, name: 'Members (2)' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Public chapter page' })).toHaveAttribute('href', '/chapters/detroit');
    expect(screen.getByRole('link', { name: 'Back to Chapters' })).toHaveAttribute('href', '/portal/chapter');
    expect(api.callsTo('GET /chapter/1')).toHaveLength(1);
  });

  it("says 'No chapter members found.' for a chapter without members, with no public link when inactive", async () => {
    openChapter('/portal/chapter/2', { 'GET /chapter/2': ok(buildChapter({ id: 2, name: 'GRO Flint', isActive: false, users: [] })) });
    expect(await findHeading('GRO Flint')).toBeInTheDocument();
    expect(screen.getByText('No chapter members found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Public chapter page' })).not.toBeInTheDocument();
  });

  it("says 'Chapter Not Found' on a 404, with the way back", async () => {
    openChapter('/portal/chapter/999', { 'GET /chapter/999': failure(404, 'Chapter Not Found', 'The chapter you are looking for does not exist or was removed.') });
    expect(await findHeading('Chapter Not Found')).toBeInTheDocument();
    expect(screen.getByText('The chapter you are looking for does not exist or was removed.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Chapters' }).length).toBeGreaterThan(0);
  });

  it('is opened by a row of the chapters table', async () => {
    const { router } = openChapter('/portal/chapter', { 'GET /chapter': ok([buildChapter()]), 'GET /chapter/1': ok(detroit) });
    expect(await screen.findByRole('link', { name: 'GRO Detroit' })).toHaveAttribute('href', '/portal/chapter/1');
    await userEvent.click(screen.getByText('TechTown Detroit'));
    expect(await screen.findByRole('list', { name: 'Members of GRO Detroit' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/chapter/1');
  });
});
