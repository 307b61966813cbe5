import { NEWSLETTER_MESSAGES, type NewsPreview, type NewsletterIssue, type NewsletterPage, type NewsletterSummary, type User } from '@gro/config';
import { NEWSLETTER_SCREEN_TEXTS, NEWS_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { buildChapter } from '@/testing/chapter-fixtures';
import { fixToday } from '@/testing/clock';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const texts = NEWSLETTER_SCREEN_TEXTS;

const winter: NewsletterSummary = {
  id: 3,
  subject: 'What is coming this winter',
  excerpt: 'Three things for the weeks ahead.',
  updatedAt: '2026-11-20T15:00:00.000Z',
  sends: [
    { id: 41, audience: 'chapter', chapter: { id: 1, name: 'GRO Detroit' }, status: 'scheduled', sendAt: '2026-12-01T23:00:00.000Z', counts: { recipients: 0, sent: 0, skipped: 0, failed: 0 } },
    { id: 40, audience: 'everyone', chapter: null, status: 'sent', sendAt: '2026-11-21T15:00:00.000Z', counts: { recipients: 120, sent: 110, skipped: 9, failed: 1 } },
  ],
};
const page = (items: NewsletterSummary[]): NewsletterPage => ({ items, page: 1, pageSize: 20, total: items.length });
const preview: NewsPreview = { subject: winter.subject, html: '<!doctype html><html><body><p>Hello Jordan</p></body></html>', text: 'Hello Jordan', sms: 'GRO newsletter: What is coming this winter', members: 45, recipients: 41 };

function open(user: User, handlers: Parameters<typeof mockApi>[0], path = '/portal/administrator/newsletter') {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /chapter/active': ok([buildChapter(), buildChapter({ id: 2, name: 'GRO Lansing', slug: 'lansing' })]), ...handlers });
  return { api, ...renderApp(path) };
}

describe('the newsletter (admins: /portal/administrator/newsletter)', () => {
  fixToday('2026-11-27');

  it('lists each newsletter with its sends: audience, time, status, report, and the issue to read', async () => {
    open(buildAdmin(), { 'GET /newsletters': ok(page([winter])) });
    expect(await findHeading(texts.title)).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: winter.subject }));
    expect(card.getByText(texts.edited(formatDateTime(winter.updatedAt)))).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'GRO Detroit' })).toHaveAttribute('href', '/portal/newsletter/41');
    expect(card.getByText(`Scheduled for ${formatDateTime('2026-12-01T23:00:00.000Z')}`)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Everyone' })).toHaveAttribute('href', '/portal/newsletter/40');
    expect(card.getByText('Sent to 110 · 9 skipped by their settings · 1 failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.write })).toHaveAttribute('href', '/admin/content-manager/collection-types/api::announcement.newsletter');
  });

  it('says there is none yet and where to write one', async () => {
    open(buildAdmin(), { 'GET /newsletters': ok(page([])) });
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByText(texts.emptyDetail)).toBeInTheDocument();
  });

  it('is not in a member\u2019s menu, and its address tells a member it is for admins', async () => {
    const { api } = open(buildUser(), { 'GET /newsletters': ok(page([winter])) });
    await waitFor(() => expect(screen.queryByRole('article', { name: winter.subject })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: texts.nav })).not.toBeInTheDocument();
    expect(api.callsTo('GET /newsletters')).toHaveLength(0);
  });

  it('sends to one chapter: the chapter is required, the preview counts, "Send to N members?" asks first, then the list is asked again', async () => {
    let items: NewsletterSummary[] = [{ ...winter, sends: [] }];
    const { api } = open(buildAdmin(), {
      'GET /newsletters': () => ok(page(items)),
      'POST /newsletters/3/preview': ok(preview),
      'POST /newsletters/3/send': () => {
        items = [{ ...winter, sends: [{ ...winter.sends[1]!, id: 42, audience: 'chapter', chapter: { id: 2, name: 'GRO Lansing' }, status: 'sending' }] }];
        return ok({ id: 42, scheduled: false, recipients: 41 }, NEWSLETTER_MESSAGES.sent(41));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.sendThisLabel(winter.subject) }));
    const form = within(screen.getByRole('form', { name: texts.form.heading(winter.subject) }));
    await userEvent.click(form.getByRole('radio', { name: /One chapter/ }));
    await userEvent.click(form.getByRole('button', { name: NEWS_TEXTS.write.send }));
    expect(await form.findByText(NEWSLETTER_MESSAGES.chapterRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Chapter' }), 'GRO Lansing');
    await userEvent.click(form.getByRole('button', { name: NEWS_TEXTS.write.preview }));
    expect(await screen.findByText('Reaches 41 of 45 members (the rest turned the newsletter off).')).toBeInTheDocument();
    expect(screen.getByTitle(NEWS_TEXTS.preview.frame)).toHaveAttribute('sandbox', '');

    await userEvent.click(form.getByRole('button', { name: NEWS_TEXTS.write.send }));
    const dialog = within(await screen.findByRole('alertdialog', { name: texts.confirm.sendTitle }));
    expect(dialog.getByText('Send to 41 members?')).toBeInTheDocument();
    expect(api.callsTo('POST /newsletters/3/send')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: NEWS_TEXTS.confirm.send }));
    await waitFor(() => expect(api.callsTo('POST /newsletters/3/send')).toHaveLength(1));
    expect(api.callsTo('POST /newsletters/3/send')[0].body).toEqual({ audience: 'chapter', chapterId: 2 });
    await waitFor(() => expect(shownToasts().map((t) => t.message)).toContain('Sending to 41 members.'));
    expect(await screen.findByRole('link', { name: 'GRO Lansing' })).toHaveAttribute('href', '/portal/newsletter/42');
  });

  it('cancels a scheduled send only once the question is answered yes', async () => {
    let items = [winter];
    const { api } = open(buildAdmin(), {
      'GET /newsletters': () => ok(page(items)),
      'DELETE /newsletter-issues/41': () => {
        items = [{ ...winter, sends: [winter.sends[1]!] }];
        return ok(null, NEWSLETTER_MESSAGES.cancelled);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: texts.sendLine.cancelLabel(formatDateTime('2026-12-01T23:00:00.000Z')) }));
    const dialog = within(await screen.findByRole('alertdialog', { name: texts.sendLine.cancelTitle }));
    await userEvent.click(dialog.getByRole('button', { name: texts.sendLine.cancelConfirm }));
    await waitFor(() => expect(api.callsTo('DELETE /newsletter-issues/41')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'GRO Detroit' })).not.toBeInTheDocument());
  });
});

describe('a newsletter issue (/portal/newsletter/{id})', () => {
  fixToday('2026-11-27');
  const issue: NewsletterIssue = { id: 40, subject: winter.subject, status: 'sent', sendAt: '2026-11-21T15:00:00.000Z', body: 'Hello **members**.', html: '' };

  it('shows the issue as it was sent, its Markdown as text', async () => {
    open(buildUser(), { 'GET /newsletter-issues/40': ok(issue) }, '/portal/newsletter/40');
    expect(await findHeading(winter.subject)).toBeInTheDocument();
    expect(screen.getByText(texts.issue.sentOn(formatDateTime(issue.sendAt)))).toBeInTheDocument();
    expect(screen.getByText('members').tagName).toBe('STRONG');
  });

  it('says an issue not sent to the reader was not sent to them', async () => {
    open(buildUser(), { 'GET /newsletter-issues/41': failure(404, 'Not Found', NEWSLETTER_MESSAGES.issueNotFound) }, '/portal/newsletter/41');
    expect(await screen.findByText(texts.issue.notFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts.issue.notFoundTitle })).toBeInTheDocument();
  });
});
