import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import sharp from 'sharp';
import { AUTH_TEXTS, SERVER_MESSAGES } from '@gro/config';
import { API, Client, signUpMember } from './helpers';

/** The folder the server's multipart parser writes to (the harness sets UPLOAD_TMP_DIR). */
const uploadTmp = process.env.UPLOAD_TMP_DIR ?? '';
const leftovers = () => fs.readdirSync(uploadTmp);

function formWithFile(field = 'x', bytes = Buffer.from('a file nobody asked for'), type = 'text/plain') {
  const form = new FormData();
  form.append('note', 'hello');
  form.append(field, new Blob([bytes], { type }), 'upload.txt');
  return form;
}

const member = async () => (await signUpMember({ tag: 'body' })).client;

describe('multipart temp files', () => {
  it('the harness points the parser at a known, empty folder', () => {
    assert.ok(uploadTmp && fs.existsSync(uploadTmp), 'UPLOAD_TMP_DIR exists');
    assert.deepEqual(leftovers(), []);
  });

  for (const [method, path, why] of [
    ['POST', '/faq', 'a read-only route'],
    ['POST', '/company', 'a member route, anonymously'],
    ['POST', '/contact', 'a form that takes no file'],
    ['POST', '/no-such-endpoint', 'no route at all'],
  ] as const) {
    it(`${method} /api${path} (${why}) with a file is a 415 and leaves no file behind`, async () => {
      const res = await new Client().call(method, path, formWithFile());
      assert.deepEqual(leftovers(), []);
      assert.equal(res.status, 415);
      assert.equal(res.body.message.message, SERVER_MESSAGES.noFileUpload(method, `/api${path}`));
    });
  }

  it('the avatar route removes its upload whatever the answer', async () => {
    const client = await member();
    const bad = await client.call('PUT', '/account/avatar', formWithFile('avatar'));
    assert.deepEqual(leftovers(), []);
    assert.equal(bad.status, 415);
    assert.equal(bad.body.message.message, AUTH_TEXTS.avatarUnsupported);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f855a' } }).png().toBuffer();
    const good = await client.call('PUT', '/account/avatar', formWithFile('avatar', png, 'image/png'));
    assert.equal(good.status, 200);
    assert.deepEqual(leftovers(), []);

    const extra = formWithFile('avatar', png, 'image/png');
    extra.append('other', new Blob([png], { type: 'image/png' }), 'other.png');
    assert.equal((await client.call('PUT', '/account/avatar', extra)).status, 200);
    assert.deepEqual(leftovers(), []);
  });

  it('an anonymous upload to the avatar route is a 401 and leaves no file behind', async () => {
    const res = await new Client().call('PUT', '/account/avatar', formWithFile('avatar'));
    assert.deepEqual(leftovers(), []);
    assert.equal(res.status, 401);
  });

  it('a file over the upload limit is a 413 with a message, and nothing stays', async () => {
    const client = await member();
    const limit = Number(process.env.UPLOAD_MAX_FILE_SIZE ?? 5 * 1024 * 1024);
    const res = await client.call('PUT', '/account/avatar', formWithFile('avatar', Buffer.alloc(limit + 1024, 1), 'image/png'));
    assert.deepEqual(leftovers(), []);
    assert.equal(res.status, 413);
    assert.equal(res.body.message.message, SERVER_MESSAGES.fileTooLarge);
  });

  it('Strapi\'s own /api/upload removes what it was sent', async () => {
    const res = await new Client().call('POST', '/upload', formWithFile('files'));
    assert.deepEqual(leftovers(), []);
    assert.ok(res.status >= 400 && res.status < 500, `status ${res.status}`);
  });
});

/**
 * Every name that appears in the upload folder while `send` runs, and until a moment after its
 * answer (fs.watch sees a file created and removed at once too).
 */
async function createdDuring<T>(send: () => Promise<T>): Promise<{ answer: T; created: string[] }> {
  const created: string[] = [];
  const watcher = fs.watch(uploadTmp, (_event, name) => created.push(String(name)));
  try {
    const answer = await send();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { answer, created: [...created, ...leftovers()] };
  } finally {
    watcher.close();
  }
}

describe('no file before the caller is known', () => {
  const FEW_MB = 3 * 1024 * 1024;
  const bigForm = (field: string) => formWithFile(field, Buffer.alloc(FEW_MB, 7), 'image/png');

  it('the watcher sees what the parser writes (a member\'s own avatar upload)', async () => {
    const client = await member();
    const { answer, created } = await createdDuring(() => client.call('PUT', '/account/avatar', formWithFile('avatar')));
    assert.equal(answer.status, 415);
    assert.ok(created.length > 0, 'the parser wrote the upload while the request lasted');
    assert.deepEqual(leftovers(), []);
  });

  /** The request is answered `status` with `message`, and no file appeared while it lasted. */
  const refusedUnwritten = async (request: () => ReturnType<Client['call']>, status: number, message: string) => {
    const { answer, created } = await createdDuring(request);
    assert.equal(answer.status, status);
    assert.equal(answer.body.message.message, message);
    assert.deepEqual(created, []);
  };

  it('an anonymous multipart request of a few MB to the avatar route is a 401 and writes nothing', async () => {
    await refusedUnwritten(() => new Client().call('PUT', '/account/avatar', bigForm('avatar')), 401, AUTH_TEXTS.notSignedIn);
  });

  it('a token that is not valid is the same 401, before anything is written', async () => {
    const client = new Client();
    client.token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwic2lkIjoxfQ.c2lnbmF0dXJl';
    await refusedUnwritten(() => client.call('PUT', '/account/avatar', bigForm('avatar')), 401, AUTH_TEXTS.sessionExpired);
  });

  it("a member's upload to the admins' member import is a 403 and writes nothing", async () => {
    const client = await member();
    await refusedUnwritten(() => client.call('POST', '/member-import', bigForm('file')), 403, AUTH_TEXTS.adminOnly);
  });

  it("Strapi's upload API and the admin's media library refuse anonymous and members' files before writing them", async () => {
    const client = await member();
    for (const [who, caller] of [['anonymous', new Client()], ['a member', client]] as const) {
      const { answer, created } = await createdDuring(() => caller.call('POST', '/upload', bigForm('files')));
      assert.ok(answer.status === 401 || answer.status === 403, `${who}: ${answer.status}`);
      assert.deepEqual(created, [], who);
    }
    const { answer, created } = await createdDuring(() =>
      fetch(`${API.replace(/\/$/, '')}/upload`, { method: 'POST', headers: { 'X-Forwarded-For': new Client().ip, Authorization: `Bearer ${client.token}` }, body: bigForm('files') }),
    );
    assert.equal(answer.status, 401, 'a member is not a staff account of the Strapi admin');
    assert.deepEqual(created, []);
  });
});

describe('body size limits', () => {
  it('a JSON body over the limit is a 413 with a message', async () => {
    const res = await new Client().call('POST', '/contact', { message: 'x'.repeat(200 * 1024) });
    assert.equal(res.status, 413);
    assert.equal(res.body.message.message, SERVER_MESSAGES.bodyTooLarge);
  });

  it('a form body over the limit is a 413 with a message', async () => {
    const big = await fetch(`${API}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': new Client().ip },
      body: `email=${'a'.repeat(200 * 1024)}`,
    });
    assert.equal(big.status, 413);
    assert.equal((await big.json()).message.message, SERVER_MESSAGES.bodyTooLarge);
  });
});
