'use strict';

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

/**
 * Embedded default email provider: used when no SMTP server is configured. Each message is written
 * as JSON to the outbox folder (providerOptions.dir) and a line is logged, so a developer can read
 * reset links and notices without any mail server.
 */
module.exports = {
  init(providerOptions = {}, settings = {}) {
    const dir = path.resolve(providerOptions.dir || 'outbox');
    return {
      async send(options) {
        const message = {
          date: new Date().toISOString(),
          from: options.from || settings.defaultFrom,
          replyTo: options.replyTo || settings.defaultReplyTo,
          to: options.to,
          subject: options.subject,
          text: options.text,
          html: options.html,
        };
        await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
        const file = path.join(dir, `${message.date.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`);
        await fs.promises.writeFile(file, JSON.stringify(message, null, 2), { mode: 0o600 });
        const log = providerOptions.log || console.log;
        log(`[email outbox] to ${message.to}: ${message.subject} (${file})`);
      },
    };
  },
};
