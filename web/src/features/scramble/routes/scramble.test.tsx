import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { metaDescription, scramble, scrambleWithoutEvent } from '@/testing/public-content';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const texts = PUBLIC_SCREEN_TEXTS.scramble;

describe('golf scramble (/scramble)', () => {
  it("shows its event's title, date, time, place and description, and sets the title and description", async () => {
    mockApi({ 'GET /scramble': ok(scramble) });
    renderApp('/scramble');
    expect(await findHeading('GRO Golf Scramble')).toBeInTheDocument();
    const panel = within(screen.getByRole('complementary', { name: 'Register for the Golf Scramble' }));
    expect(panel.getByText(/^Saturday, Jun 13(, 2026)?$/)).toHaveAttribute('datetime', '2026-06-13');
    expect(panel.getByText('8:00 AM – 4:00 PM')).toBeInTheDocument();
    expect(panel.getByText('Rackham Golf Course')).toBeInTheDocument();
    expect(panel.getByText('Huntington Woods, MI 48070')).toBeInTheDocument();
    expect(screen.getByText('A four-person scramble for members, guests and sponsors.')).toBeInTheDocument();
    expect(screen.getByText('Lunch and dinner are included.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('GRO Golf Scramble | GRO'));
    expect(metaDescription()).toBe(texts.description);
  });

  it("links to the registration in a new tab: 'Register for the Golf Scramble'", async () => {
    mockApi({ 'GET /scramble': ok(scramble) });
    renderApp('/scramble');
    await findHeading('GRO Golf Scramble');
    const link = screen.getByRole('link', { name: 'Register for the Golf Scramble' });
    expect(link).toHaveAttribute('href', 'https://golf.example.org/register');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('says the date is to be announced, with no time or place, while staff have linked no event', async () => {
    mockApi({ 'GET /scramble': ok(scrambleWithoutEvent) });
    renderApp('/scramble');
    await findHeading('GRO Charity Golf Scramble');
    expect(screen.getByText(texts.dateToBeAnnounced)).toBeInTheDocument();
    expect(screen.queryByText(texts.time)).not.toBeInTheDocument();
    expect(screen.queryByText(texts.place)).not.toBeInTheDocument();
  });

  it('says details are coming when staff have not set the page up (404), without a toast', async () => {
    mockApi({ 'GET /scramble': failure(404, 'Not Found', 'The golf scramble page has not been set up yet.') });
    renderApp('/scramble');
    expect(await findHeading('Golf Scramble')).toBeInTheDocument();
    expect(await screen.findByText(texts.notSetUp)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register for the Golf Scramble' })).not.toBeInTheDocument();
    expect(shownToasts()).toHaveLength(0);
  });

  it('shows an error with a retry when the call fails otherwise', async () => {
    mockApi({ 'GET /scramble': failure(500, 'Error', 'A general error occurred') });
    renderApp('/scramble');
    await findHeading('Golf Scramble');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
