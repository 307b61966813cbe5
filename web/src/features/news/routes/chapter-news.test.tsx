import { CHAPTER_NEWS_MESSAGES, SEND_LIMITS, requiredLabel, type NewsPage, type NewsPreview, type NewsSummary, type User } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { buildChapter, buildEvent } from '@/testing/chapter-fixtures';
import { fixToday } from '@/testing/clock';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const texts = NEWS_TEXTS;

const sent: NewsSummary = {
  id: 5,
  subject: 'Our December social',
  excerpt: 'Join us for the holiday mixer at TechTown.',
  status: 'sent',
  sendAt: '2026-11-20T15:00:00.000Z',
  author: 'Ada Nwosu',
  event: { id: 11, title: 'GRO Detroit Weekly Meeting' },
  counts: { recipients: 44, sent: 41, skipped: 3, failed: 0 },
};
const scheduled: NewsSummary = { ...sent, id: 6, subject: 'New meeting place', excerpt: 'From January we meet downtown.', status: 'scheduled', sendAt: '2026-12-01T23:00:00.000Z', event: null, counts: { recipients: 0, sent: 0, skipped: 0, failed: 0 } };
/** What a member gets: no scheduled news, no counts. */
const asMember = (news: NewsSummary): NewsSummary => ({ ...news, counts: null });
const page = (items: NewsSummary[], total = items.length): NewsPage => ({ items, page: 1, pageSize: 20, total });
const preview: NewsPreview = { subject: 'Our December social', html: '<!doctype html><html><body><p>Hello Jordan</p></body></html>', text: 'Hello Jordan', sms: 'GRO Detroit news: Our December social', members: 45, recipients: 41 };

function open(user: User, handlers: Parameters<typeof mockApi>[0], path = '/portal/chapter/1/news') {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /event/active': ok([buildEvent()]), 'GET /chapter': ok([buildChapter({ users: [] })]), ...handlers });
  const view = renderApp(path);
  return { api, ...view };
}

const subject = () => screen.getByRole('textbox', { name: 'Subject' });
const message = () => screen.getByRole('textbox', { name: 'Message' });

async function write(values: { subject: string; body: string }) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Subject' }), values.subject);
  await userEvent.type(message(), values.body);
}

describe("a chapter's news (/portal/chapter/{id}/news)", () => {
  fixToday('2026-11-27');

  it('shows a member the archive without the write panel, statuses, reports or Cancel', async () => {
    const { api } = open(buildUser(), { 'GET /chapter/1/news': ok(page([asMember(sent)])) });
    expect(await findHeading('Detroit Downtown news')).toBeInTheDocument();
    const item = within(await screen.findByRole('article', { name: sent.subject }));
    expect(item.getByRole('link', { name: sent.subject })).toHaveAttribute('href', '/portal/news/5');
    expect(item.getByText(formatDateTime(sent.sendAt))).toBeInTheDocument();
    expect(item.getByText('by Ada Nwosu')).toBeInTheDocument();
    expect(item.getByText(sent.excerpt)).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'GRO Detroit Weekly Meeting' })).toHaveAttribute('href', '/events/11');
    expect(screen.queryByRole('heading', { name: texts.write.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Sent to /)).not.toBeInTheDocument();
    expect(item.queryByText('Sent')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /event/active')).toHaveLength(0);
    expect(api.callsTo('GET /chapter/1/news')[0].query).toEqual({ page: '1' });
  });

  it("tells another chapter's member the news is for the chapter's members, with the way to their own", async () => {
    open(buildUser({ chapterId: 2, chapter: { id: 2, name: 'GRO Lansing' } }), { 'GET /chapter/1/news': failure(403, 'Forbidden', 'You do not lead this chapter.') });
    expect(await screen.findByText(texts.forbidden)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.ownNews })).toHaveAttribute('href', '/portal/chapter/2/news');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says No news yet, and invites a leader to write the first', async () => {
    open(buildUser(), { 'GET /chapter/1/news': ok(page([])) });
    expect(await screen.findByText(texts.archive.empty)).toBeInTheDocument();
    expect(screen.queryByText(texts.archive.emptyLeader)).not.toBeInTheDocument();
  });

  it("shows the chapter's leaders each item's status and delivery, and the empty archive's invitation", async () => {
    open(buildLeader([DETROIT]), { 'GET /chapter/1/news': ok(page([scheduled, sent])) });
    const done = within(await screen.findByRole('article', { name: sent.subject }));
    expect(done.getByText('Sent')).toBeInTheDocument();
    expect(done.getByText('Sent to 41 · 3 skipped by their settings · 0 failed')).toBeInTheDocument();
    expect(done.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    const waiting = within(screen.getByRole('article', { name: scheduled.subject }));
    expect(waiting.getByText('Scheduled')).toBeInTheDocument();
    expect(waiting.getByText(`Scheduled for ${formatDateTime(scheduled.sendAt)}`)).toBeInTheDocument();
    expect(waiting.queryByText(/^Sent to /)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: texts.write.heading })).toBeInTheDocument();
  });

  it('cancels scheduled news only after the question is answered yes', async () => {
    let items = [scheduled, sent];
    const { api } = open(buildLeader([DETROIT]), {
      'GET /chapter/1/news': () => ok(page(items)),
      'DELETE /news/6': () => {
        items = [sent];
        return ok(null, CHAPTER_NEWS_MESSAGES.cancelled);
      },
    });
    const cancel = await screen.findByRole('button', { name: texts.archive.cancelLabel(scheduled.subject) });
    await userEvent.click(cancel);
    let dialog = within(await screen.findByRole('alertdialog', { name: texts.archive.cancelTitle }));
    expect(dialog.getByText(texts.archive.cancelQuestion)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: texts.archive.keep }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /news/6')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: texts.archive.cancelLabel(scheduled.subject) }));
    dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this news?' }));
    await userEvent.click(dialog.getByRole('button', { name: texts.archive.cancelConfirm }));
    await waitFor(() => expect(api.callsTo('DELETE /news/6')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('article', { name: scheduled.subject })).not.toBeInTheDocument());
    expect(shownToasts().map((t) => t.message)).toContain(CHAPTER_NEWS_MESSAGES.cancelled.message);
  });

  it('pages the archive by the answer’s page size', async () => {
    const { api } = open(buildUser(), { 'GET /chapter/1/news': ({ query }) => ok({ ...page([asMember({ ...sent, subject: `Page ${query.page}` })], 25), page: Number(query.page) }) });
    await screen.findByRole('article', { name: 'Page 1' });
    expect(screen.getByText('Showing 1 to 20 of 25 records')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Page 2' })).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/news').at(-1)?.query).toEqual({ page: '2' });
  });
});

describe('writing chapter news (its leaders and admins)', () => {
  fixToday('2026-11-27');

  it("shows the schema's errors under the fields, and sends nothing", async () => {
    const { api } = open(buildLeader([DETROIT]), { 'GET /chapter/1/news': ok(page([])) });
    await userEvent.click(await screen.findByRole('button', { name: texts.write.send }));
    expect(await screen.findByText(requiredLabel('Subject'))).toBeInTheDocument();
    expect(screen.getByText(requiredLabel('Message'))).toBeInTheDocument();
    expect(subject()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(subject()).toHaveFocus());
    await userEvent.click(screen.getByRole('radio', { name: texts.write.schedule }));
    await userEvent.click(screen.getByRole('button', { name: texts.write.scheduleSubmit }));
    expect(await screen.findByText(CHAPTER_NEWS_MESSAGES.sendAtInvalid)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's field errors under their fields", async () => {
    open(buildLeader([DETROIT]), {
      'GET /chapter/1/news': ok(page([])),
      'POST /chapter/1/news/preview': fieldFailure('Validation error', 'Check the form.', [{ path: ['eventId'], message: CHAPTER_NEWS_MESSAGES.eventNotInChapter }]),
    });
    await write({ subject: 'Our December social', body: 'See you there.' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'GRO Detroit Weekly Meeting (Every Tuesday)');
    await userEvent.click(screen.getByRole('button', { name: texts.write.preview }));
    const error = await screen.findByText(CHAPTER_NEWS_MESSAGES.eventNotInChapter);
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveAttribute('aria-describedby', expect.stringContaining(error.closest('p')!.id));
  });

  it('previews the email in a sandboxed frame at two widths, the SMS, and how many it reaches', async () => {
    const { api } = open(buildLeader([DETROIT]), { 'GET /chapter/1/news': ok(page([])), 'POST /chapter/1/news/preview': ok(preview) });
    await write({ subject: 'Our December social', body: 'See you **there**.' });
    await userEvent.click(screen.getByRole('button', { name: texts.write.preview }));
    const frame = await screen.findByTitle(texts.preview.frame);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', preview.html);
    expect(screen.getByText('Reaches 41 of 45 members (the rest turned Chapter news off).')).toBeInTheDocument();
    expect(screen.getByText(preview.sms)).toBeInTheDocument();
    const phone = screen.getByRole('button', { name: texts.preview.phone });
    expect(phone).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(phone);
    expect(phone).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /chapter/1/news/preview')[0].body).toEqual({ subject: 'Our December social', body: 'See you **there**.' });
    expect(api.callsTo('POST /chapter/1/news')).toHaveLength(0);
  });

  it('sends a test to the writer alone, and says so', async () => {
    const { api } = open(buildLeader([DETROIT]), {
      'GET /chapter/1/news': ok(page([])),
      'POST /chapter/1/news/test': ok(null, CHAPTER_NEWS_MESSAGES.testSent('jordan@example.com')),
    });
    await write({ subject: 'Our December social', body: 'See you there.' });
    await userEvent.click(screen.getByRole('button', { name: texts.write.test }));
    await waitFor(() => expect(shownToasts().map((t) => t.message)).toContain('A test was sent to jordan@example.com.'));
    expect(api.callsTo('POST /chapter/1/news/test')[0].body).toEqual({ subject: 'Our December social', body: 'See you there.' });
    expect(api.callsTo('POST /chapter/1/news')).toHaveLength(0);
  });

  it('asks "Send to N members?" with a fresh count, and sends only once confirmed; then clears the form and refreshes the archive', async () => {
    let items: NewsSummary[] = [];
    const { api } = open(buildLeader([DETROIT]), {
      'GET /chapter/1/news': () => ok(page(items)),
      'POST /chapter/1/news/preview': ok(preview),
      'POST /chapter/1/news': ({ body }) => {
        items = [{ ...sent, status: 'sending', subject: (body as { subject: string }).subject }];
        return ok({ ...items[0], chapter: { id: 1, name: 'GRO Detroit' }, body: 'See you there.', html: '' }, CHAPTER_NEWS_MESSAGES.sent(41));
      },
    });
    await write({ subject: 'Our December social', body: 'See you there.' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'GRO Detroit Weekly Meeting (Every Tuesday)');

    // Keep editing: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: texts.write.send }));
    let dialog = within(await screen.findByRole('alertdialog', { name: texts.confirm.sendTitle }));
    expect(dialog.getByText('Send to 41 members?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: texts.confirm.keepEditing }));
    expect(api.callsTo('POST /chapter/1/news')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: texts.write.send }));
    dialog = within(await screen.findByRole('alertdialog', { name: texts.confirm.sendTitle }));
    expect(api.callsTo('POST /chapter/1/news/preview')).toHaveLength(2);
    expect(api.callsTo('POST /chapter/1/news')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: texts.confirm.send }));
    await waitFor(() => expect(api.callsTo('POST /chapter/1/news')).toHaveLength(1));
    expect(api.callsTo('POST /chapter/1/news')[0].body).toEqual({ subject: 'Our December social', body: 'See you there.', eventId: 11 });
    await waitFor(() => expect(shownToasts().map((t) => t.message)).toContain('Sending to 41 members.'));
    expect(await screen.findByRole('article', { name: 'Our December social' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(subject()).toHaveValue('');
    expect(message()).toHaveValue('');
  });

  it('schedules for a time in the reader’s zone, sent as ISO with its offset, after "Schedule for …?"', async () => {
    const { api } = open(buildAdmin({ chapterId: null, chapter: null }), {
      'GET /chapter/1/news': ok(page([])),
      'POST /chapter/1/news': ({ body }) => ok({ ...scheduled, sendAt: (body as { sendAt: string }).sendAt, chapter: { id: 1, name: 'GRO Detroit' }, body: '', html: '' }, CHAPTER_NEWS_MESSAGES.scheduled),
    });
    await findHeading('GRO Detroit news');
    await write({ subject: 'New meeting place', body: 'From January we meet downtown.' });
    await userEvent.click(screen.getByRole('radio', { name: texts.write.schedule }));
    const when = screen.getByLabelText(/^Send at \(.+\)/);
    expect(when).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(when, { target: { value: '2026-12-01T18:00' } });
    await userEvent.click(screen.getByRole('button', { name: texts.write.scheduleSubmit }));
    const dialog = within(await screen.findByRole('alertdialog', { name: texts.confirm.scheduleTitle }));
    const sendAt = new Date(2026, 11, 1, 18, 0);
    expect(dialog.getByText(`Schedule for ${formatDateTime(sendAt.toISOString())}?`)).toBeInTheDocument();
    expect(api.callsTo('POST /chapter/1/news')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: texts.confirm.schedule }));
    await waitFor(() => expect(api.callsTo('POST /chapter/1/news')).toHaveLength(1));
    const body = api.callsTo('POST /chapter/1/news')[0].body as { sendAt: string };
    expect(body.sendAt).toMatch(/^2026-12-01T18:00:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(body.sendAt)).toBe(sendAt.getTime());
    await waitFor(() => expect(shownToasts().map((t) => t.title)).toContain(CHAPTER_NEWS_MESSAGES.scheduled.title));
  });

  it("shows the server's refusal when the week's limit is reached, and keeps what was written", async () => {
    const limit = `This chapter has sent ${SEND_LIMITS.chapterNewsPerChapterPerWeek.max} news this week. Try again later.`;
    open(buildLeader([DETROIT]), {
      'GET /chapter/1/news': ok(page([])),
      'POST /chapter/1/news/preview': ok(preview),
      'POST /chapter/1/news': failure(429, 'Too many requests', limit),
    });
    await write({ subject: 'Our December social', body: 'See you there.' });
    await userEvent.click(screen.getByRole('button', { name: texts.write.send }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: texts.confirm.send }));
    await waitFor(() => expect(shownToasts().map((t) => t.message)).toContain(limit));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(subject()).toHaveValue('Our December social');
  });
});

describe('the way to the news', () => {
  it("links a member's own portal chapter page to its news", async () => {
    open(buildUser(), { 'GET /chapter/1': ok(buildChapter({ users: [] })) }, '/portal/chapter/1');
    expect(await screen.findByRole('link', { name: texts.chapterLink })).toHaveAttribute('href', '/portal/chapter/1/news');
  });

  it("gives no such link on another chapter's page", async () => {
    open(buildUser(), { 'GET /chapter/2': ok(buildChapter({ id: 2, name: 'GRO Lansing', users: [] })) }, '/portal/chapter/2');
    await findHeading('GRO Lansing');
    expect(screen.queryByRole('link', { name: texts.chapterLink })).not.toBeInTheDocument();
  });
});
