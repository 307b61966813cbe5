import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from '@strapi/provider-email-nodemailer';
import { ANNOUNCEMENT_LIMITS } from '@gro/config';
import { emailPluginConfig, oneLineSubject, type Mail } from '../src/providers/email';
import { storedPayload } from '../src/jobs/registry';
import '../src/notifications/jobs';

/** Strapi's config `env` helper over a plain map of variables. */
function envOf(vars: Record<string, string>) {
  const env = (key: string, fallback?: string) => vars[key] ?? fallback ?? '';
  return Object.assign(env, {
    int: (key: string, fallback: number) => (key in vars ? Number(vars[key]) : fallback),
    bool: (key: string, fallback: boolean) => (key in vars ? vars[key] === 'true' : fallback),
  }) as Parameters<typeof emailPluginConfig>[0];
}

describe('email provider (ARCHITECTURE.md, providers)', () => {
  it('uses SMTP through the nodemailer provider when SMTP_HOST is set', () => {
    const config = emailPluginConfig(envOf({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '2525', SMTP_USERNAME: 'u', SMTP_PASSWORD: 'p' }), '/app');
    assert.equal(config.provider, 'nodemailer');
    assert.deepEqual(config.providerOptions, {
      pool: true,
      maxConnections: ANNOUNCEMENT_LIMITS.parallelSends,
      maxMessages: 100,
      host: 'smtp.example.com',
      port: 2525,
      secure: false,
      requireTLS: false,
      auth: { user: 'u', pass: 'p' },
      connectionTimeout: 10_000,
    });
  });

  it('without SMTP_HOST writes each message as JSON to the outbox folder and logs it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-outbox-test-'));
    try {
      const config = emailPluginConfig(envOf({ OUTBOX_DIR: 'mail' }), root);
      const lines: string[] = [];
      const log = console.log;
      console.log = (line: string) => lines.push(line);
      try {
        const provider = nodemailer.init(config.providerOptions, config.settings);
        await provider.send({ to: 'ada@example.com', subject: 'Reset your GRO password', text: 'Hello Ada,', html: '<p>Hello Ada,</p>' });
      } finally {
        console.log = log;
      }
      const dir = path.join(root, 'mail');
      const files = fs.readdirSync(dir);
      assert.equal(files.length, 1);
      const message = JSON.parse(fs.readFileSync(path.join(dir, files[0]), 'utf8'));
      assert.deepEqual(
        { from: message.from, replyTo: message.replyTo, to: message.to, subject: message.subject, text: message.text, html: message.html },
        {
          from: 'GRO <no-reply@gro.example.org>',
          replyTo: 'GRO <hello@gro.example.org>',
          to: 'ada@example.com',
          subject: 'Reset your GRO password',
          text: 'Hello Ada,',
          html: '<p>Hello Ada,</p>',
        },
      );
      assert.ok(!Number.isNaN(Date.parse(message.date)));
      assert.deepEqual(lines, [`[email outbox] to ada@example.com: Reset your GRO password (${path.join(dir, files[0])})`]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('email subjects', () => {
  it('are one line wherever a mail is queued (the stored job) or sent: line breaks and control characters from a name become a space', () => {
    const mail: Mail = { to: 'dan@example.com', subject: 'Eve\r\nBcc: victim@example.com\u0000\u2028 proposes\n', text: 'Line one\nLine two', html: '<p>x</p>' };
    const expected = { ...mail, subject: 'Eve Bcc: victim@example.com proposes' };
    assert.deepEqual(oneLineSubject(mail), expected, 'the text keeps its lines');
    assert.deepEqual(storedPayload('email.send', mail), expected);
    const sms = { to: '+13135550142', body: 'Line one\nLine two' };
    assert.deepEqual(storedPayload('sms.send', sms as never), sms, 'other jobs are stored as given');
  });
});
