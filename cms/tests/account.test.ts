import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { AUTH_LIMITS, AUTH_TEXTS } from '@gro/config';
import { count, signUpMember, sql, type Client } from './helpers';
import { NOTIFICATION_SETTINGS as settingDefinitions } from '@gro/config';

const member = () => signUpMember({ tag: 'account' });

function upload(client: Client, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('avatar', new Blob([bytes], { type }), name);
  return client.call('PUT', '/account/avatar', form);
}

const uploadsDir = path.resolve(__dirname, '..', 'public');

describe('PUT /api/account/avatar', () => {
  it('re-encodes a PNG into a 296 px square and removes the previous file', async () => {
    const { client, id } = await member();
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2f855a' } }).png().toBuffer();
    const first = await upload(client, png, 'me.png', 'image/png');
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.message, AUTH_TEXTS.avatarSaved);
    const firstUrl: string = first.body.data.avatar.url;
    const stored = await sharp(path.join(uploadsDir, firstUrl)).metadata();
    assert.equal(stored.format, 'webp');
    assert.equal(stored.width, AUTH_LIMITS.avatarPixels);
    assert.equal(stored.height, AUTH_LIMITS.avatarPixels);

    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c05621' } }).jpeg().toBuffer();
    const second = await upload(client, jpeg, 'photo.jpg', 'image/jpeg');
    assert.equal(second.status, 200);
    assert.notEqual(second.body.data.avatar.url, firstUrl);
    assert.equal(fs.existsSync(path.join(uploadsDir, firstUrl)), false, 'the old avatar file is gone');
    assert.equal(await count('files', `name = 'avatar-${id}.webp'`), 1);
  });

  it('accepts WebP by content even with a misleading name and type', async () => {
    const { client } = await member();
    const webp = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1a365d' } }).webp().toBuffer();
    assert.equal((await upload(client, webp, 'avatar.gif', 'application/octet-stream')).status, 200);
  });

  it('refuses a text file named .png with a 415', async () => {
    const { client } = await member();
    const res = await upload(client, Buffer.from('this is not an image at all'), 'avatar.png', 'image/png');
    assert.equal(res.status, 415);
    assert.equal(res.body.message.message, AUTH_TEXTS.avatarUnsupported);
  });

  it('refuses an SVG with a 415', async () => {
    const { client } = await member();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    assert.equal((await upload(client, svg, 'avatar.svg', 'image/svg+xml')).status, 415);
  });

  it('refuses a 3 MB image with a 413', async () => {
    const { client } = await member();
    const noise = crypto.randomBytes(1024 * 1024 * 3);
    const big = await sharp(noise, { raw: { width: 1024, height: 1024, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    assert.ok(big.length > 3 * 1024 * 1024 - 1);
    const res = await upload(client, big, 'big.png', 'image/png');
    assert.equal(res.status, 413);
    assert.equal(res.body.message.message, AUTH_TEXTS.avatarTooLarge);
  });

  it('answers 400 when no file is sent', async () => {
    const { client } = await member();
    const res = await client.call('PUT', '/account/avatar', new FormData());
    assert.equal(res.status, 400);
    assert.equal(res.body.message.message, AUTH_TEXTS.avatarMissing);
  });
});

describe('notification settings', () => {
  it('GET lists every definition with its defaults', async () => {
    const { client } = await member();
    const res = await client.call('GET', '/account/setting');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data,
      settingDefinitions.map((d) => ({ setting: { key: d.key, label: d.label, description: d.description }, email: d.email, sms: d.sms })),
    );
  });

  it('PUT sets one cell, which GET then shows, leaving the rest', async () => {
    const { client, id } = await member();
    const [first, second] = settingDefinitions;
    const res = await client.call('PUT', '/account/setting', { setting: { key: first.key }, channel: 'sms', value: !first.sms });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.message, AUTH_TEXTS.settingSaved);
    assert.deepEqual(res.body.data, { setting: { key: first.key, label: first.label, description: first.description }, email: first.email, sms: !first.sms });
    const again = await client.call('PUT', '/account/setting', { setting: { key: first.key }, channel: 'email', value: !first.email });
    assert.equal(again.body.data.sms, !first.sms, 'the sms choice stays');
    const list = (await client.call('GET', '/account/setting')).body.data;
    assert.deepEqual(list[0], { setting: { key: first.key, label: first.label, description: first.description }, email: !first.email, sms: !first.sms });
    assert.deepEqual(list[1], { setting: { key: second.key, label: second.label, description: second.description }, email: second.email, sms: second.sms });
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM user_settings_user_lnk WHERE user_id = $1', [id]))[0].n), 1);
  });

  it('an unknown key or channel is a 400', async () => {
    const { client } = await member();
    const unknown = await client.call('PUT', '/account/setting', { setting: { key: 'no-such-setting' }, channel: 'email', value: true });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message.message, AUTH_TEXTS.settingUnknown);
    const channel = await client.call('PUT', '/account/setting', { setting: { key: settingDefinitions[0].key }, channel: 'pigeon', value: true });
    assert.equal(channel.status, 400);
    const value = await client.call('PUT', '/account/setting', { setting: { key: settingDefinitions[0].key }, channel: 'email', value: 'maybe' });
    assert.equal(value.status, 400);
  });
});
