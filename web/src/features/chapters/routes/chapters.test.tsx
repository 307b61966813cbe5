import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildChapter } from '@/testing/chapter-fixtures';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const texts = CHAPTER_SCREEN_TEXTS.list;
const HERO = 'Local roots, global impact. Explore chapters.';

const chapters = [
  buildChapter(),
  buildChapter({
    id: 2,
    name: 'GRO Ann Arbor',
    slug: 'ann-arbor',
    city: 'Ann Arbor',
    dayOfWeek: 'Wednesday',
    timeStart: '12:00',
    timeEnd: '13:00',
    description: 'Hybrid lunchtime meetings downtown and online.',
  }),
];

describe('chapter listing (/chapters)', () => {
  it("shows the hero 'Local roots, global impact. Explore chapters.' and a card per chapter linking to /chapters/{slug}", async () => {
    mockApi({ 'GET /chapter/active': ok(chapters) });
    renderApp('/chapters');
    expect(await findHeading(HERO)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Chapters | GRO'));

    expect(await screen.findByRole('link', { name: 'GRO Detroit' })).toHaveAttribute('href', '/chapters/detroit');
    expect(screen.getByRole('link', { name: 'GRO Ann Arbor' })).toHaveAttribute('href', '/chapters/ann-arbor');

    const detroit = screen.getByRole('link', { name: 'GRO Detroit' }).closest('li')!;
    expect(within(detroit).getByText('Detroit, MI')).toBeInTheDocument();
    expect(within(detroit).getByText('Every Tuesday · 7:30 AM – 9:00 AM')).toBeInTheDocument();
    expect(within(detroit).getByText(/founding chapter/)).toBeInTheDocument();
    const annArbor = screen.getByRole('link', { name: 'GRO Ann Arbor' }).closest('li')!;
    expect(within(annArbor).getByText('Every Wednesday · 12:00 PM – 1:00 PM')).toBeInTheDocument();
  });

  it('shows a loading state, then the cards', async () => {
    mockApi({ 'GET /chapter/active': ok(chapters) });
    renderApp('/chapters');
    expect(await screen.findByText(texts.loading)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('link', { name: 'GRO Detroit' })).toBeInTheDocument();
    expect(screen.queryByText(texts.loading)).not.toBeInTheDocument();
  });

  it('says so when there is no chapter and offers to start one', async () => {
    mockApi({ 'GET /chapter/active': ok([]) });
    renderApp('/chapters');
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: texts.startChapter })).toHaveAttribute('href', '/chapters/start');
  });

  it('shows an error with a retry that loads the chapters again', async () => {
    let attempts = 0;
    mockApi({
      'GET /chapter/active': () => (++attempts === 1 ? failure(500, 'Error', 'A general error occurred') : ok(chapters)),
    });
    renderApp('/chapters');
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'GRO Detroit' })).toBeInTheDocument();
  });
});
