import { FAQ_COUNT } from '@gro/config';
import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { faqs, metaDescription } from '@/testing/public-content';
import { findHeading, renderApp } from '@/testing/render';

const texts = PUBLIC_SCREEN_TEXTS.faq;
const question = (name: string | RegExp) => screen.getByRole('button', { name });
/** The question buttons (the header's menu button is a disclosure too, outside main). */
const questions = () => {
  const main = within(screen.getByRole('main'));
  return [...main.queryAllByRole('button', { expanded: false }), ...main.queryAllByRole('button', { expanded: true })];
};
const openQuestions = () => within(screen.getByRole('main')).queryAllByRole('button', { expanded: true });
const marker = (button: HTMLElement) => button.querySelector('[data-marker]')?.textContent;

async function openFaqs() {
  mockApi({ 'GET /faq': ok(faqs) });
  renderApp('/faqs');
  await findHeading('Questions. Answered.');
  await screen.findByRole('button', { name: 'What is GRO?' });
  return userEvent.setup();
}

describe('FAQ (/faqs)', () => {
  it('lists the 28 questions, closed, with the + marker, and sets its title and description', async () => {
    await openFaqs();
    expect(questions()).toHaveLength(FAQ_COUNT);
    expect(screen.getByRole('status')).toHaveTextContent('28 questions');
    expect(question('What is GRO?')).toHaveAttribute('aria-expanded', 'false');
    expect(marker(question('What is GRO?'))).toBe('+');
    expect(screen.getByText(faqs[0].answer)).not.toBeVisible();
    await waitFor(() => expect(document.title).toBe('FAQ | GRO'));
    expect(metaDescription()).toBe(texts.description);
  });

  it("searches questions case-insensitively from the 'Search FAQs...' box", async () => {
    const actor = await openFaqs();
    const search = screen.getByRole('searchbox', { name: 'Search FAQs' });
    expect(search).toHaveAttribute('placeholder', 'Search FAQs...');
    await actor.type(search, 'MEMBERSHIP COST');
    expect(questions().map((button) => button.textContent?.replace(/[+-]$/, ''))).toEqual([
      'How much does membership cost?',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 28 questions match');
  });

  it('marks what the search matched in the questions and answers', async () => {
    const actor = await openFaqs();
    await actor.type(screen.getByRole('searchbox', { name: 'Search FAQs' }), 'chapter leader');
    const guest = question('Can I bring a guest?');
    await actor.click(guest);
    const answer = screen.getByRole('region', { name: 'Can I bring a guest?' });
    expect(Array.from(answer.querySelectorAll('mark')).map((mark) => mark.textContent?.toLowerCase())).toContain('chapter leader');
    await actor.clear(screen.getByRole('searchbox', { name: 'Search FAQs' }));
    await actor.type(screen.getByRole('searchbox', { name: 'Search FAQs' }), 'cost');
    // jsdom spaces the name around the mark; browsers read 'How much does membership cost?'.
    expect(question(/How much does membership\s*cost/).querySelector('mark')).toHaveTextContent('cost');
  });

  it('also finds a question by its answer, whatever the case', async () => {
    const actor = await openFaqs();
    await actor.type(screen.getByRole('searchbox', { name: 'Search FAQs' }), 'chapter leader');
    expect(questions()).toHaveLength(1);
    expect(question('Can I bring a guest?')).toBeInTheDocument();
  });

  it("says 'No questions match your search.' and clears the search on request", async () => {
    const actor = await openFaqs();
    await actor.type(screen.getByRole('searchbox', { name: 'Search FAQs' }), 'zebra');
    expect(screen.getByText('No questions match your search.')).toBeInTheDocument();
    expect(questions()).toHaveLength(0);
    await actor.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('');
    expect(questions()).toHaveLength(FAQ_COUNT);
  });

  it('opens one answer at a time on click, marked -, and closes it on a second click', async () => {
    const actor = await openFaqs();
    const first = question('What is GRO?');
    const second = question('How much does membership cost?');
    await actor.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(marker(first)).toBe('-');
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(faqs[0].answer);
    expect(screen.getByRole('region', { name: 'What is GRO?' })).toBe(answer);

    await actor.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(marker(first)).toBe('+');
    expect(answer).not.toBeVisible();
    expect(openQuestions()).toHaveLength(1);

    await actor.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(openQuestions()).toHaveLength(0);
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const actor = await openFaqs();
    const first = question('What is GRO?');
    first.focus();
    await actor.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await actor.tab();
    const second = question('How much does membership cost?');
    expect(second).toHaveFocus();
    await actor.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await actor.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(marker(second)).toBe('+');
  });

  it('shows a loading state, then an error with a retry when GET /faq fails', async () => {
    let fail: (response: Response) => void = () => {};
    let calls = 0;
    mockApi({ 'GET /faq': () => (++calls === 1 ? new Promise<Response>((resolve) => (fail = resolve)) : ok(faqs)) });
    renderApp('/faqs');
    await findHeading('Questions. Answered.');
    expect(screen.getByText(texts.loading)).toBeInTheDocument();
    fail(failure(500, 'Error', 'A general error occurred'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'What is GRO?' })).toBeInTheDocument();
  });

  it('points to the contact page for anything else', async () => {
    await openFaqs();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
