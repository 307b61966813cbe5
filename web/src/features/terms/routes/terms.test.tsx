import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { metaDescription, terms } from '@/testing/public-content';
import { findHeading, renderApp } from '@/testing/render';

const texts = PUBLIC_SCREEN_TEXTS.terms;

describe('terms (/legal/terms)', () => {
  it('renders the title, summary, last update and each section with its paragraphs and lists', async () => {
    mockApi({ 'GET /terms': ok(terms) });
    renderApp('/legal/terms');
    expect(await findHeading('Terms and Conditions')).toBeInTheDocument();
    expect(await screen.findByText('Last updated Mar 14, 2025')).toBeInTheDocument();
    expect(screen.getByText(terms.summary!)).toBeInTheDocument();

    const pricing = screen.getByRole('region', { name: 'Membership Pricing' });
    expect(within(pricing).getByText('GRO offers the following plans:').tagName).toBe('P');
    expect(
      within(within(pricing).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monthly plan: $25 per month.', 'Annual plan: $250 per year.']);
    expect(within(pricing).getByText('Discounts are available for nonprofits.')).toBeInTheDocument();

    const disputes = screen.getByRole('region', { name: 'Dispute Resolution' });
    expect(within(disputes).getByText('These terms are governed by Michigan law.')).toBeInTheDocument();
    expect(within(disputes).getByText('The parties waive a jury trial.')).toBeInTheDocument();
    expect(within(disputes).queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the date staff set as 'Last updated', the same calendar day in every time zone", async () => {
    mockApi({ 'GET /terms': ok({ ...terms, lastUpdated: '2025-01-01' }) });
    renderApp('/legal/terms');
    const updated = await screen.findByText('Last updated Jan 1, 2025');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', '2025-01-01');
  });

  it("leaves out 'Last updated' while staff have set no date", async () => {
    mockApi({ 'GET /terms': ok({ ...terms, lastUpdated: null }) });
    renderApp('/legal/terms');
    await screen.findByRole('region', { name: 'Membership Pricing' });
    expect(screen.queryByText(/^Last updated/)).not.toBeInTheDocument();
  });

  it('has a table of contents linking to each section', async () => {
    mockApi({ 'GET /terms': ok(terms) });
    renderApp('/legal/terms');
    await findHeading('Terms and Conditions');
    const contents = within(await screen.findByRole('navigation', { name: 'On this page' }));
    const links = contents.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Membership Pricing', 'Dispute Resolution']);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toBe(screen.getByRole('region', { name: link.textContent! }));
    }
    expect(links[1]).toHaveAttribute('href', '#dispute-resolution');
  });

  it('sets its title and description', async () => {
    mockApi({ 'GET /terms': ok(terms) });
    renderApp('/legal/terms');
    await findHeading('Terms and Conditions');
    await waitFor(() => expect(document.title).toBe('Terms and Conditions | GRO'));
    expect(metaDescription()).toBe(texts.description);
  });

  it('shows a loading state, then an error when GET /terms fails', async () => {
    let fail: (response: Response) => void = () => {};
    mockApi({ 'GET /terms': () => new Promise<Response>((resolve) => (fail = resolve)) });
    renderApp('/legal/terms');
    await findHeading('Terms and Conditions');
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    fail(failure(404, 'Not Found', 'The terms have not been published yet.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
  });
});
