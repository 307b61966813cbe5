import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { faqs } from '@/testing/public-content';

// A screen whose code cannot be loaded (a release replaced its chunk, the network dropped).
vi.mock('@/features/terms/routes/terms', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('screen loading', () => {
  it("shows 'Something went wrong' with a reload button when a screen fails to load, and recovers on the next address", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /chapter/active': ok([]), 'GET /faq': ok(faqs) });
    const { router } = renderApp('/legal/terms');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    // The layout survives: the visitor can move on through the header.
    const nav = screen.getAllByRole('navigation')[0]!;
    fireEvent.click(within(nav).getByRole('link', { name: 'FAQ' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Questions. Answered.' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/faqs'));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it("keeps the current screen and shows a progress bar while the next screen's code downloads", async () => {
    mockApi({ 'GET /chapter/active': ok([]), 'GET /faq': ok(faqs) });
    renderApp('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions. Answered.' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

    fireEvent.click(within(screen.getAllByRole('navigation')[0]!).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Questions. Answered.' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: "Have questions? Let's connect." })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });
});
