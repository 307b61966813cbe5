import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter } from '@/testing/chapter-fixtures';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

function openChapters(answer: Parameters<typeof mockApi>[0][string]) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /chapter': answer });
  renderApp('/portal/chapter');
  return api;
}

const firstCells = () =>
  within(screen.getByRole('table', { name: 'All chapters' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('portal chapters (/portal/chapter)', () => {
  it('lists every chapter of GET /chapter: name, location, city/state, day and time, active', async () => {
    openChapters(
      ok([
        buildChapter(),
        buildChapter({ id: 2, name: 'GRO Ann Arbor', location: null, city: 'Ann Arbor', dayOfWeek: 'Wednesday', isActive: false }),
      ]),
    );
    await findHeading('Chapters');
    const detroit = (await screen.findByText('GRO Detroit')).closest('tr')!;
    const cells = within(detroit).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['GRO Detroit', 'TechTown Detroit', 'Detroit, MI', 'Tuesday, 7:30\u00a0AM – 9:00\u00a0AM', 'Active']);
    const annArbor = screen.getByText('GRO Ann Arbor').closest('tr')!;
    expect(within(annArbor).getByText('Inactive')).toBeInTheDocument();
    expect(within(annArbor).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 records')).toBeInTheDocument();
  });

  it('sorts and pages in the browser: 23 chapters, 10 a page', async () => {
    const chapters = Array.from({ length: 23 }, (_, i) =>
      buildChapter({ id: i + 1, name: `Chapter ${String(i + 1).padStart(2, '0')}` }),
    );
    const api = openChapters(ok(chapters));
    expect(await screen.findByText('Showing 1 to 10 of 23 records')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 11 to 20 of 23 records')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Chapter 11');

    const name = screen.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(within(name).getByRole('button'));
    await userEvent.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Chapter 23');
    expect(screen.getByText('Showing 1 to 10 of 23 records')).toBeInTheDocument();
    expect(api.callsTo('GET /chapter')).toHaveLength(1);
  });

  it("says 'No records found.' when there are no chapters", async () => {
    openChapters(ok([]));
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the chapters cannot be loaded', async () => {
    openChapters(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chapters could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
