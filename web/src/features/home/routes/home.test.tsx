import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { metaDescription, testimonials } from '@/testing/public-content';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const HEADLINE = 'Grow your business with people who want you to win.';
const BENEFITS = [
  'Exclusive Events',
  'Member Directory',
  'Mentorship',
  'Global Chapters',
  'Collaborations',
  'Business Growth',
];

describe('home (/)', () => {
  it('has the headline, the sign-up call to action, the explanation and its title and description', async () => {
    mockApi({ 'GET /testimonial': ok(testimonials) });
    renderApp('/');
    expect(await findHeading(HEADLINE)).toBeInTheDocument();
    const hero = within(screen.getByRole('region', { name: HEADLINE }));
    expect(hero.getByRole('link', { name: "Let's GRO Together" })).toHaveAttribute('href', '/signup');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Networking that actually grows your business' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('GRO | Grow your business with people who want you to win'));
    expect(metaDescription()).toBe(PUBLIC_SCREEN_TEXTS.home.description);
  });

  it('has six benefit cards with the titles of the spec, each with a sentence', async () => {
    mockApi({ 'GET /testimonial': ok(testimonials) });
    renderApp('/');
    const section = within(await screen.findByRole('region', { name: PUBLIC_SCREEN_TEXTS.home.benefits.title }));
    const cards = section.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(BENEFITS);
    for (const card of cards) expect(card.querySelector('p')?.textContent).toMatch(/^[A-Z].+\.$/);
  });

  it('shows the five testimonials from GET /testimonial in the carousel', async () => {
    const api = mockApi({ 'GET /testimonial': ok(testimonials) });
    renderApp('/');
    const slide = await screen.findByRole('group', { name: '1 of 5' });
    expect(within(slide).getByText(testimonials[0].quote)).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(api.callsTo('GET /testimonial')).toHaveLength(1);
  });

  it('keeps the page when the testimonials fail to load: a quiet error in their section, no toast', async () => {
    mockApi({ 'GET /testimonial': failure(500, 'Error', 'A general error occurred') });
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLIC_SCREEN_TEXTS.home.testimonials.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: HEADLINE })).toBeInTheDocument();
    expect(shownToasts()).toHaveLength(0);
  });

  it('ends with the closing call to action above the footer', async () => {
    mockApi({ 'GET /testimonial': ok(testimonials) });
    renderApp('/');
    const band = within(await screen.findByRole('region', { name: PUBLIC_SCREEN_TEXTS.home.join.title }));
    expect(band.getByRole('link', { name: "Let's GRO Together" })).toHaveAttribute('href', '/signup');
    expect(band.getByRole('link', { name: 'Find a Chapter' })).toHaveAttribute('href', '/chapters');
  });

  it("sends a signed-in member to the dashboard: both calls to action become 'Go to Dashboard'", async () => {
    authStore.setToken('jwt');
    mockApi({ 'GET /testimonial': ok(testimonials) });
    renderApp('/');
    const hero = within(await screen.findByRole('region', { name: HEADLINE }));
    expect(hero.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/portal');
    const band = within(screen.getByRole('region', { name: PUBLIC_SCREEN_TEXTS.home.join.title }));
    expect(band.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/portal');
    expect(screen.queryByRole('link', { name: "Let's GRO Together" })).not.toBeInTheDocument();
  });
});
