import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API, api, freshIpHeader, sql } from './helpers';
import { contactDetails } from '../src/seed/data/contact-details';
import { scramble as seededScramble } from '../src/seed/data/scramble';
import { terms as seededTerms } from '../src/seed/data/terms';

const STAFF = { email: process.env.STRAPI_ADMIN_EMAIL ?? '', password: process.env.STRAPI_ADMIN_PASSWORD ?? '' };
const SINGLE = '/content-manager/single-types';

/** A call to the Strapi admin's API, as the admin's screens make it. */
async function staff(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : null };
}

async function staffToken(): Promise<string> {
  assert.ok(STAFF.email && STAFF.password, 'the harness sets the staff account variables');
  const res = await fetch(`${API}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...freshIpHeader() }, body: JSON.stringify(STAFF) });
  assert.equal(res.status, 200);
  return (await res.json()).data.token;
}

describe('contact details (GET /api/contact-details), kept by staff in the Strapi admin', () => {
  it("answers the seeded email, phone and address, and nothing else", async () => {
    const { status, body, headers } = await api('/contact-details');
    assert.equal(status, 200);
    assert.deepEqual(body.data, contactDetails);
    assert.ok(headers.get('etag'), 'a cached public answer');
  });

  it('shows what staff save in the admin at once, and the admin refuses an invalid email', async () => {
    const token = await staffToken();
    const edited = { email: 'office@gro.example.org', phone: '(248) 555-0199', address: '200 Main St\nRoyal Oak, MI 48067' };
    try {
      const save = await staff('PUT', `${SINGLE}/api::contact-detail.contact-detail`, token, edited);
      assert.equal(save.status, 200, save.text.slice(0, 300));
      assert.deepEqual((await api('/contact-details')).body.data, edited);
      const bad = await staff('PUT', `${SINGLE}/api::contact-detail.contact-detail`, token, { ...edited, email: 'not an email' });
      assert.equal(bad.status, 400);
      assert.deepEqual((await api('/contact-details')).body.data, edited);
    } finally {
      assert.equal((await staff('PUT', `${SINGLE}/api::contact-detail.contact-detail`, token, contactDetails)).status, 200);
    }
  });
});

describe('golf scramble: the page and its event agree (GET /api/scramble)', () => {
  it('with the demo event linked, the page answers that event: title, description, date, time and place', async () => {
    const { status, body } = await api('/scramble');
    assert.equal(status, 200);
    const page = body.data;
    assert.ok(page.event, 'the demo data links the scramble event');
    const events = (await api('/event')).body.data as { id: number; title: string; description: string; date: string; timeStart: string; location: string; city: string }[];
    const event = events.find((e) => e.id === page.event.id);
    assert.ok(event, 'the linked event is on the events list');
    assert.equal(page.title, event.title);
    assert.equal(page.description, event.description);
    assert.equal(page.eventDate, event.date);
    assert.equal(page.event.date, event.date);
    assert.equal(page.event.timeStart, event.timeStart);
    assert.equal(page.event.location, event.location);
    assert.equal(page.event.city, event.city);
    assert.equal(page.url, seededScramble.url);
    // One wording in the seed for the page and the demo event: proceeds go to nonprofits.
    assert.equal(event.description, seededScramble.description);
    assert.match(page.description, /nonprofits/);
    assert.doesNotMatch(page.description, /scholarship/);
  });

  it('an event staff edit changes the page with it; unlinked, the page says its own text and no date', async () => {
    const token = await staffToken();
    const [page] = await sql('SELECT id FROM scramble_pages');
    const [link] = await sql('SELECT * FROM scramble_pages_event_lnk WHERE scramble_id = $1', [page.id]);
    assert.ok(link, 'the scramble page links its event');
    const [event] = await sql('SELECT document_id, CAST(date AS TEXT) AS date FROM events WHERE id = $1', [link.event_id]);
    const eventsBase = '/content-manager/collection-types/api::event.event';
    try {
      const moved = await staff('PUT', `${eventsBase}/${event.document_id}`, token, { date: '2031-02-05' });
      assert.equal(moved.status, 200, moved.text.slice(0, 300));
      assert.equal((await api('/scramble')).body.data.eventDate, '2031-02-05');

      const unlinked = await staff('PUT', `${SINGLE}/api::scramble.scramble`, token, { ...seededScramble, event: { set: [] } });
      assert.equal(unlinked.status, 200, unlinked.text.slice(0, 300));
      const alone = (await api('/scramble')).body.data;
      assert.deepEqual(alone, { ...seededScramble, eventDate: null, event: null });
    } finally {
      await staff('PUT', `${eventsBase}/${event.document_id}`, token, { date: event.date });
      const relinked = await staff('PUT', `${SINGLE}/api::scramble.scramble`, token, { ...seededScramble, event: { set: [{ documentId: event.document_id }] } });
      assert.equal(relinked.status, 200, relinked.text.slice(0, 300));
    }
    assert.equal((await api('/scramble')).body.data.event?.id, link.event_id);
  });
});

describe("terms: 'Last updated' is a date staff set (GET /api/terms)", () => {
  it('answers the seeded fixed date, not the day the database was seeded', async () => {
    const { body } = await api('/terms');
    assert.equal(body.data.lastUpdated, seededTerms.lastUpdated);
    assert.equal(body.data.lastUpdated, '2025-01-15');
    assert.ok(!('updatedAt' in body.data));
  });

  it('a new date staff save shows only once they publish it', async () => {
    const token = await staffToken();
    const base = `${SINGLE}/api::terms.terms`;
    const current = await staff('GET', base, token);
    assert.equal(current.status, 200, current.text.slice(0, 300));
    const { title, summary, sections } = current.json.data;
    const content = (lastUpdated: string) => ({ title, summary, lastUpdated, sections: sections.map(({ heading, body }: { heading: string; body: string }) => ({ heading, body })) });
    try {
      const draft = await staff('PUT', base, token, content('2030-03-01'));
      assert.equal(draft.status, 200, draft.text.slice(0, 300));
      assert.equal((await api('/terms')).body.data.lastUpdated, '2025-01-15', 'a draft is not public');
      const published = await staff('POST', `${base}/actions/publish`, token, content('2030-03-01'));
      assert.equal(published.status, 200, published.text.slice(0, 300));
      assert.equal((await api('/terms')).body.data.lastUpdated, '2030-03-01');
    } finally {
      assert.equal((await staff('POST', `${base}/actions/publish`, token, content(seededTerms.lastUpdated))).status, 200);
    }
    assert.equal((await api('/terms')).body.data.lastUpdated, '2025-01-15');
  });
});

describe('Strapi admin list views', () => {
  it('the FAQ list sorts by the position that orders the public FAQ page, and shows it', async () => {
    const token = await staffToken();
    const res = await staff('GET', '/content-manager/content-types/api::faq.faq/configuration', token);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    const { settings, layouts, metadatas } = res.json.data.contentType;
    assert.equal(settings.defaultSortBy, 'order');
    assert.equal(settings.defaultSortOrder, 'ASC');
    assert.ok(layouts.list.includes('order'));
    assert.equal(metadatas.order.list.label, 'Position');
    // The list in that sort is the public page's order.
    const list = await staff('GET', `/content-manager/collection-types/api::faq.faq?page=1&pageSize=100&sort=${settings.defaultSortBy}:${settings.defaultSortOrder}`, token);
    assert.equal(list.status, 200, list.text.slice(0, 300));
    const questions = (await api('/faq')).body.data.map((f: { question: string }) => f.question);
    assert.deepEqual(list.json.results.map((f: { question: string }) => f.question), questions);
  });
});
