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
