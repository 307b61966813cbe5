import { COMPANY_NAME } from '@gro/config';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { findHeading, renderApp } from '@/testing/render';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => screen.getByRole('button', { name: /menu/i });

describe('public layout', () => {
  it('has the header links of the spec', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Chapters' })).toHaveAttribute('href', '/chapters');
    expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(nav.getByRole('link', { name: 'Start a Chapter' })).toHaveAttribute('href', '/chapters/start');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faqs');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: `${COMPANY_NAME} home` })).toHaveAttribute('href', '/');
    expect(header.getAllByRole('link', { name: 'Become a Member' })[0]).toHaveAttribute('href', '/signup');
    expect(header.getAllByRole('link', { name: 'Member Login' })[0]).toHaveAttribute('href', '/signin');
    expect(header.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it("shows 'Go to Dashboard' instead of the account links when a token exists", async () => {
    authStore.setToken('jwt');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const header = within(screen.getByRole('banner'));
    expect(header.getAllByRole('link', { name: 'Go to Dashboard' })[0]).toHaveAttribute('href', '/portal');
    expect(header.queryByRole('link', { name: 'Become a Member' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Member Login' })).not.toBeInTheDocument();
  });

  it('follows sign-out while on screen', async () => {
    authStore.setToken('jwt');
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => authStore.endSession());
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu, which holds the Golf Scramble link', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Golf Scramble' })).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Golf Scramble' })).toHaveAttribute('href', '/scramble');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu when a link is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton());
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Events' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await findHeading('Events');
    expect(router.state.location.pathname).toBe('/events');
  });

  it('closes the mobile menu on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('has a footer with the current year, the company name, the partner and the terms', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`© ${new Date().getFullYear()} GRO. All rights reserved.`)).toBeInTheDocument();
    const partner = footer.getByRole('link', { name: 'Partner: Growth Resource Network' });
    expect(partner).toHaveAttribute('href', 'https://www.example.org/partners');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/legal/terms');
  });

  it('starts with a skip link to the main content', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
