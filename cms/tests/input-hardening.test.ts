import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { FIELD_LABELS, MAP_PREVIEW_MAX_TILES, PORTAL_MESSAGES, RATE_LIMITS, SERVER_MESSAGES, mustBeOneLine, noControlCharacters } from '@gro/config';
import { API, Client, NAME_INJECTION, activeChapterId, memberWithCompany, setClockOffset, signUpMember, sql, uniqueEmail, waitForMailWhere } from './helpers';
import { ONE_LINE_CONTENT_TYPES, cleanOneLineValues, oneLineColumns, type RunSql } from '../src/platform/db/one-line-values';

/** Small input hardening findings of a security review: mail headers, lookalike names, X-Powered-By, map previews. */

after(() => setClockOffset(0));

describe('contact form Reply-To', () => {
  it('is the sender as one structured address, whatever their name holds', async () => {
    const tag = `reply-${Date.now()}`;
    const firstname = 'Eve <attacker@evil.test>, "Mallory" <other@evil.test>;';
    const res = await new Client().call('POST', '/contact', {
      firstname,
      lastname: tag,
      email: `dana.${tag}@example.com`,
      phoneNumber: '(734) 555-0150',
      message: 'Please reply.',
      website: '',
    });
    assert.equal(res.status, 201);
    const mail = await waitForMailWhere('staff@gro.test', (m) => Boolean(m.subject?.includes(tag)));
    const replyTo = mail.replyTo?.value ?? [];
    assert.deepEqual(replyTo.map((a) => a.address), [`dana.${tag}@example.com`]);
    assert.equal(replyTo[0].name, `${firstname} ${tag}`);
  });
});

const newMember = async () => (await signUpMember({ tag: 'lookalike' })).client;

const companyForm = (name: string) => ({ name, description: 'Tools for small workshops.', address: '1 Campus Martius', city: 'Detroit' });

describe('company names', () => {
  it('are stored in NFKC form without invisible characters', async () => {
    const base = `Birch Works ${Date.now()}`;
    const res = await (await newMember()).call('POST', '/company', companyForm(`\u200B${base.replace(' ', ' \u00AD\u200D')}\uFEFF\u202E`));
    assert.equal(res.status, 201);
    assert.equal(res.body.data.company.name, base);
    const wide = await (await newMember()).call('POST', '/company', companyForm(`Ｏａｋ Ｔｏｏｌｓ ${Date.now()}`));
    assert.equal(wide.status, 201);
    assert.match(wide.body.data.company.name, /^Oak Tools \d+$/);
  });

  it('that only look like an existing one are a 409', async () => {
    const name = `Acme Tools ${Date.now()}`;
    assert.equal((await (await newMember()).call('POST', '/company', companyForm(name))).status, 201);
    for (const lookalike of [
      name.replace('Acme', 'Ac\u200Bme'),
      name.replace('Acme', 'Ac\u00ADme'),
      `\u202E${name}`,
      name.replace('Acme', 'Ａｃｍｅ'),
      name.replace('Tools', 'ＴＯＯＬＳ'),
      name.replace(' ', '\u2060 '),
    ]) {
      const res = await (await newMember()).call('POST', '/company', companyForm(lookalike));
      assert.equal(res.status, 409, JSON.stringify(lookalike));
    }
    const res = await (await newMember()).call('POST', '/company', companyForm(name.replace('Acme', 'Ac\u200Bme')));
    assert.equal(res.body.message.message, PORTAL_MESSAGES.companyNameTaken(name));
  });

  it('that differ in the case of a non-ASCII letter are compared as the unique index compares them (409, not 500)', async () => {
    const name = `Élan Works ${Date.now()}`;
    assert.equal((await (await newMember()).call('POST', '/company', companyForm(name))).status, 201);
    const res = await (await newMember()).call('POST', '/company', companyForm(name.toUpperCase()));
    assert.equal(res.status, 409);
  });

  it('made only of invisible characters are required', async () => {
    const res = await (await newMember()).call('POST', '/company', companyForm('\u200B\u200C\u2060'));
    assert.equal(res.status, 400);
  });
});

describe('X-Powered-By', () => {
  it('is on no answer', async () => {
    for (const path of ['/api/faq', '/api/no-such-endpoint', '/_health', '/']) {
      const res = await fetch(`${API}${path}`);
      assert.equal(res.headers.get('x-powered-by'), null, path);
    }
  });
});

describe('GET /api/map/preview', () => {
  const tileLog = () => (fs.existsSync(process.env.GRO_TILE_LOG!) ? fs.readFileSync(process.env.GRO_TILE_LOG!, 'utf8').trim().split('\n').length : 0);
  /** One preview from a client IP: the status, and the envelope when it is not an image. */
  async function preview(ip: string, query: string) {
    const res = await fetch(`${API}/api/map/preview?lat=42.33&lng=-83.05&zoom=12&${query}`, { headers: { 'X-Forwarded-For': ip } });
    const body = res.headers.get('content-type')?.startsWith('application/json') ? await res.json() : await res.arrayBuffer();
    return { status: res.status, headers: res.headers, body };
  }

  it(`fetches at most ${MAP_PREVIEW_MAX_TILES} tiles for one image; larger images are a 400`, async () => {
    const { ip } = new Client();
    const before = tileLog();
    assert.equal((await preview(ip, 'width=600&height=200&retina=true')).status, 200);
    assert.ok(tileLog() - before <= MAP_PREVIEW_MAX_TILES, `${tileLog() - before} tile fetches`);
    for (const size of ['width=1280&height=1280', 'width=1280&height=200', 'width=200&height=1200']) {
      const res = await preview(ip, `${size}&retina=true`);
      assert.equal(res.status, 400, size);
      assert.equal(res.body.message.message, SERVER_MESSAGES.mapPreviewTooLarge);
    }
  });

  it(`draws ${RATE_LIMITS.mapPreviewPerIp.max} new images per ${RATE_LIMITS.mapPreviewPerIp.windowMinutes} minute(s) per IP, then 429; cached images stay free`, async () => {
    // Start at the beginning of a window, so the burst below cannot straddle two.
    const length = RATE_LIMITS.mapPreviewPerIp.windowMinutes * 60_000;
    setClockOffset(Math.ceil(Date.now() / length) * length + 1000 - Date.now());
    const { ip } = new Client();
    for (let i = 0; i < RATE_LIMITS.mapPreviewPerIp.max; i += 1) {
      assert.equal((await preview(ip, `width=100&height=${100 + i}&retina=false`)).status, 200, `image ${i + 1}`);
    }
    const limited = await preview(ip, 'width=101&height=100&retina=false');
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal((await preview(ip, 'width=100&height=100&retina=false')).status, 200, 'an image drawn before comes from the cache');
    assert.equal((await preview(new Client().ip, 'width=100&height=100&retina=false')).status, 200, 'another IP is not limited');
  });
});

describe('fields of one line', () => {
  const refused = (res: { status: number; text: string; body: { message: { message: string } } }, message: string) => {
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.message.message, message);
  };

  it('a name with a line break or a control character is a 400 at sign-up, on the account, the company and the contact form', async () => {
    const chapterId = await activeChapterId();
    const signUpIn = (firstname: string) =>
      new Client().call('POST', '/authenticate/signup', { firstname, lastname: 'Member', email: uniqueEmail('line'), phoneNumber: '(313) 555-0142', password: 'Long-enough-pass-9', chapterId });
    refused(await signUpIn(NAME_INJECTION), mustBeOneLine(FIELD_LABELS.firstname));
    refused(await signUpIn('Eve\u2028Adams'), mustBeOneLine(FIELD_LABELS.firstname));
    refused(await signUpIn('Eve\tAdams'), noControlCharacters(FIELD_LABELS.firstname));
    const { client } = await signUpMember({ tag: 'line' });
    refused(await client.call('PUT', '/account', { firstname: NAME_INJECTION, lastname: 'Member', phoneNumber: '313-555-0191' }), mustBeOneLine(FIELD_LABELS.firstname));
    refused(await client.call('PUT', '/account', { firstname: 'Eve', lastname: 'Adams\r', phoneNumber: '313-555-0191' }), mustBeOneLine(FIELD_LABELS.lastname));
    refused(await client.call('POST', '/company', companyForm(`Acme\r\nTools ${Date.now()}`)), mustBeOneLine(FIELD_LABELS.companyName));
    const contact = await new Client().call('POST', '/contact', {
      firstname: 'Dana\nBcc: victim@example.com', lastname: 'Line', email: uniqueEmail('line'), phoneNumber: '(734) 555-0150', message: 'Two\nlines are fine here.', website: '',
    });
    refused(contact, mustBeOneLine(FIELD_LABELS.firstname));
    const message = await new Client().call('POST', '/contact', {
      firstname: 'Dana', lastname: 'Line', email: uniqueEmail('line'), phoneNumber: '(734) 555-0150', message: 'Two\nlines are fine here.', website: '',
    });
    assert.equal(message.status, 201, 'a message keeps its lines');
  });

  it('values stored with line breaks are made one line at start (idempotent, a taken company name kept apart)', async () => {
    const schemaFile = (uid: string) => {
      const [, name] = /^[a-z-]+::(.+)$/.exec(uid)!;
      const [api, type] = name.split('.');
      return uid.startsWith('plugin::')
        ? path.join(__dirname, '..', 'src', 'extensions', api, 'content-types', type, 'schema.json')
        : path.join(__dirname, '..', 'src', 'api', api, 'content-types', type, 'schema.json');
    };
    const tables = oneLineColumns(ONE_LINE_CONTENT_TYPES.map((uid) => JSON.parse(fs.readFileSync(schemaFile(uid), 'utf8'))));
    assert.deepEqual(tables.find((t) => t.table === 'up_users')?.columns.filter((c) => /name|phone/.test(c)), ['username', 'firstname', 'lastname', 'phone_number', 'phone_ext']);
    assert.ok(!tables.flatMap((t) => t.columns).includes('description'), 'the text areas keep their lines');
    // The harness's database, with `?` parameters as the server's knex takes them.
    const run: RunSql = (text, params) => {
      let n = 0;
      return sql(text.replace(/\?/g, () => `$${(n += 1)}`), params);
    };
    const tag = `Line ${Date.now()}`;
    const [first, second] = [await memberWithCompany(`Dup ${tag}`), await memberWithCompany(`Other ${tag}`)];
    await sql('UPDATE up_users SET firstname = $1, lastname = $2, phone_ext = $3 WHERE id = $4', [NAME_INJECTION, ' Adams \u2028\u0007 ', '1\t2', first.id]);
    await sql('UPDATE companies SET name = $1, city = $2 WHERE id = $3', [`Dup\r\n${tag}`, 'Detroit\n', second.company.id]);
    await sql('UPDATE companies SET description = $1 WHERE id = $2', ['Line one\nLine two', first.company.id]);
    const warnings: string[] = [];

    assert.ok((await cleanOneLineValues(run, tables, (w) => warnings.push(w))) >= 2);
    const [user] = await sql('SELECT firstname, lastname, phone_ext FROM up_users WHERE id = $1', [first.id]);
    assert.deepEqual({ ...user }, { firstname: 'Eve END:VEVENT BEGIN:VEVENT SUMMARY:Urgent pay', lastname: 'Adams', phone_ext: '1 2' });
    const [company] = await sql('SELECT name, city FROM companies WHERE id = $1', [second.company.id]);
    assert.deepEqual({ ...company }, { name: `Dup ${tag} (${second.company.id})`, city: 'Detroit' });
    assert.equal((await sql('SELECT description FROM companies WHERE id = $1', [first.company.id]))[0].description, 'Line one\nLine two');
    assert.deepEqual(warnings, []);

    assert.equal(await cleanOneLineValues(run, tables, (w) => warnings.push(w)), 0, 'a second run changes nothing');
  });
});
