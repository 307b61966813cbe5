import { CHAPTER_NEWS_MESSAGES, type NewsItem, type User } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { buildUser, failure } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const news: NewsItem = {
  id: 5,
  subject: 'Our December social',
  excerpt: 'Join us for the holiday mixer.',
  status: 'sent',
  sendAt: '2026-11-20T15:00:00.000Z',
  author: 'Ada Nwosu',
  event: { id: 11, title: 'GRO Detroit Weekly Meeting' },
  counts: null,
  chapter: { id: 1, name: 'GRO Detroit' },
  body: 'Join us for the **holiday mixer**.\n\n<script>alert(1)</script>\n\n[RSVP](https://gro.example/events/11)',
  html: '<p>Join us…</p>',
};

function open(answer: Response, user: User = buildUser()) {
  authStore.setAuth({ token: 'jwt', user });
  mockApi({ 'GET /account': ok(user), 'GET /news/5': answer });
  return renderApp('/portal/news/5');
}

describe('one news item (/portal/news/{id})', () => {
  it('shows its subject, chapter, date, author, event and its Markdown body as elements, never HTML', async () => {
    const { container } = open(ok(news));
    expect(await findHeading('Our December social')).toBeInTheDocument();
    expect(screen.getByText('GRO Detroit')).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getByText(formatDateTime(news.sendAt))).toHaveAttribute('datetime', news.sendAt);
    expect(article.getByText('by Ada Nwosu')).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'GRO Detroit Weekly Meeting' })).toHaveAttribute('href', '/events/11');
    expect(article.getByText('holiday mixer').tagName).toBe('STRONG');
    expect(article.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(article.getByRole('link', { name: 'RSVP' })).toHaveAttribute('href', 'https://gro.example/events/11');
    expect(screen.getByRole('link', { name: NEWS_TEXTS.backToNews('GRO Detroit') })).toHaveAttribute('href', '/portal/chapter/1/news');
    // A member sees no delivery figures.
    expect(screen.queryByText(/^Sent to /)).not.toBeInTheDocument();
  });

  it("shows the chapter's leaders its status and delivery", async () => {
    open(ok({ ...news, counts: { recipients: 44, sent: 41, skipped: 3, failed: 0 } }), buildLeader([DETROIT]));
    await findHeading('Our December social');
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Sent to 41 · 3 skipped by their settings · 0 failed')).toBeInTheDocument();
  });

  it("says 'News not found' for an unknown item, or one a member cannot read yet", async () => {
    open(failure(404, 'Not Found', CHAPTER_NEWS_MESSAGES.notFound));
    expect(await findHeading(NEWS_TEXTS.item.notFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(CHAPTER_NEWS_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: NEWS_TEXTS.item.backToDashboard }).length).toBeGreaterThan(0);
  });
});
