/**
 * The accounts the screenshot tool signs in as, made through the API as a person would make them:
 * a new member without a company, one who asked to join the demo member's company, and one who
 * created a company and subscribed monthly through the Stripe simulator (so the finance tables
 * and the confirmation page have something to show).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO, PASSWORDS, STAFF } from './screens-plan.mjs';

/**
 * A published blog post written as staff write one: signed in to the Strapi admin, through the
 * content manager's API its screens call. Returns its slug, or null when there is no such staff
 * account (a running product started without STRAPI_ADMIN_EMAIL): the post's screen is skipped.
 */
async function writeBlogPost(baseUrl, stamp) {
  const login = await fetch(`${baseUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) });
  if (!login.ok) return null;
  const { token } = (await login.json()).data;
  const cm = async (path, body) => {
    const res = await fetch(`${baseUrl}/content-manager/collection-types/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST /content-manager/collection-types/${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return (await res.json()).data;
  };
  const CATEGORY = 'api::blog-category.blog-category';
  const POST = 'api::blog-post.blog-post';
  // The demo data's 'Chapter News' category when it is there (category names are unique), else a new one.
  const found = await fetch(`${baseUrl}/content-manager/collection-types/${CATEGORY}?filters[name][$eq]=${encodeURIComponent('Chapter News')}`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((res) => (res.ok ? res.json() : { results: [] }));
  const category = found.results?.[0] ?? (await cm(CATEGORY, { name: 'Chapter News', slug: `chapter-news-${stamp}` }));
  const slug = `detroit-chapter-turns-ten-${stamp}`;
  const post = await cm(POST, {
    title: 'The Detroit chapter turns ten',
    slug,
    excerpt: 'Ten years of Tuesday breakfasts, 4,000 referrals and one very patient coffee machine.',
    body:
      '## How it started\n\nSix members met in a diner on **Woodward Avenue** in 2016 and agreed to pass each other one good lead a week.\n\n' +
      '## What it became\n\n- 4,000 referrals\n- 12 new businesses\n- 48 members across accounting, design, law and the trades\n\n' +
      'Come to a Tuesday breakfast and see for yourself. [Visit the chapter](/chapters/detroit)',
    category: { connect: [{ documentId: category.documentId }] },
  });
  await cm(`${POST}/${post.documentId}/actions/publish`, {});
  return slug;
}

/** The verification link mailed to `email`, from the embedded outbox's JSON files. */
async function verificationToken(outboxDir, email) {
  for (let tries = 0; tries < 100; tries += 1) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json')) : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
      const token = String(mail.to).toLowerCase() === email.toLowerCase() && /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification link for ${email} in ${outboxDir}`);
}

/**
 * The accounts the screens are taken as. New ones verify their address from the outbox (OUTBOX_DIR
 * of the product; without it the gate shows its "We sent a link" state and company set-ups fail).
 */
export async function prepareAccounts(baseUrl, outboxDir) {
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  // A visitor of its own per call: a server with TRUST_PROXY counts these sign-ups apart from people's.
  const visitor = () => `10.251.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

  async function call(method, url, { token, body } = {}) {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} /api${url}: ${res.status} ${JSON.stringify(json?.message ?? json)}`);
    return json.data;
  }

  const chapters = await call('GET', '/chapter');
  const detroit = chapters.find((c) => c.name === 'GRO Detroit') ?? chapters[0];
  async function signUp(firstname, lastname, tag, verify = true) {
    const email = `screens.${tag}.${stamp}@example.com`;
    const data = await call('POST', '/authenticate/signup', {
      body: { firstname, lastname, email, phoneNumber: '(313) 555-0142', password: PASSWORDS.newMember, chapterId: detroit.id },
    });
    if (verify) await call('POST', '/account/email/verify', { body: { token: await verificationToken(outboxDir, email) } });
    return { email, password: PASSWORDS.newMember, token: data.token, id: data.user.id };
  }

  const member = { email: DEMO.member, password: PASSWORDS.member };
  const memberSession = await call('POST', '/authenticate', { body: member });
  // Another demo member of Detroit, whose profile the one-to-one form opens from.
  const peers = await call('GET', '/user/directory?search=Hernandez', { token: memberSession.token });
  const demoPeerId = (peers.items ?? peers).find((p) => p.lastname === 'Hernandez')?.id;
  const gate = await signUp('Nadia', 'Quinlan', 'gate');
  // A new account whose address is not yet verified: the gate says where the link went.
  const unverified = await signUp('Ines', 'Varga', 'unverified', false);

  const joiner = await signUp('Tomas', 'Albright', 'joiner');
  const companies = await call('GET', `/company?q=${encodeURIComponent(DEMO.company)}`, { token: joiner.token });
  const company = companies.items.find((c) => c.name === DEMO.company) ?? companies.items[0];
  await call('POST', '/company/join-request', { token: joiner.token, body: { companyId: company.id, note: 'I joined the accounting team this month.' } });

  const adminSession = await call('POST', '/authenticate', { body: { email: DEMO.admin, password: PASSWORDS.admin } });
  const companyOf = (name, industry) => ({ name: `${name} ${Date.now().toString(36).slice(-4).toUpperCase()}`, description: 'A company of the screenshots.', address: '1 Woodward Ave', city: 'Detroit', state: 'Michigan', postalCode: '48226', country: 'United States', industry });
  // A member whose new company waits for review: "Waiting for review" instead of the portal, and a row above the admins' join requests.
  const pendingCompany = await signUp('Omar', 'Whitfield', 'pending');
  await call('POST', '/company', { token: pendingCompany.token, body: companyOf('Whitfield Cabinetry', 'Carpentry') });

  const subscriber = await signUp('Priya', 'Castellanos', 'subscriber');
  const { company: subscriberCompany } = await call('POST', '/company', {
    token: subscriber.token,
    body: {
      name: `Castellanos Design Studio ${Date.now().toString(36).slice(-4).toUpperCase()}`,
      description: 'Brand identity and packaging for local makers.',
      address: '1 Woodward Ave',
      city: 'Detroit',
      state: 'Michigan',
      postalCode: '48226',
      country: 'United States',
      industry: 'Design',
    },
  });
  await call('POST', `/company/${subscriberCompany.uuid}/approve`, { token: adminSession.token });
  // Keeps their email and phone to themselves: other members see a Contact button instead.
  await call('PUT', '/account/contact-visibility', { token: subscriber.token, body: { contactVisibility: 'nobody' } });
  const offer = await call('GET', '/subscription/plan', { token: subscriber.token });
  const monthly = offer.plans.find((p) => p.key === 'monthly') ?? offer.plans[0];
  const { url } = await call('POST', '/subscription/checkout', { token: subscriber.token, body: { priceId: monthly.priceId } });
  const paid = await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual' });
  const sessionId = new URL(paid.headers.get('location')).searchParams.get('session_id');
  for (let tries = 0; ; tries += 1) {
    const session = await call('GET', `/stripe/session/${sessionId}`, { token: subscriber.token });
    if (session.subscription?.status === 'active') break;
    if (tries > 100) throw new Error('the simulator never confirmed the subscription');
    await new Promise((r) => setTimeout(r, 200));
  }

  const blogSlug = await writeBlogPost(baseUrl, stamp);

  return {
    admin: { email: DEMO.admin, password: PASSWORDS.admin },
    member,
    // A demo leader of GRO Detroit (cms/src/seed/demo-leaders.ts).
    leader: { email: 'lucia.hernandez@example.com', password: PASSWORDS.member },
    gate,
    unverified,
    pendingCompany,
    joiner,
    subscriber,
    extra: { sessionId, memberId: memberSession.user.id, demoPeerId, chapterId: detroit.id, blogSlug },
  };
}
