// A loopback SMTP server for tests: every message the product sends is written as an .eml file
// into `dir`. Used in-process by the cms test harness, and as a command by the e2e run:
//   E2E_MAIL_DIR=… E2E_SMTP_PORT=… node scripts/lib/mail-capture.mjs
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

export function startMailCapture({ dir, port, host = '127.0.0.1' }) {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        // Written aside, then renamed into place: a reader never sees half a message (mail-files.mjs).
        const name = path.join(dir, `${Date.now()}-${crypto.randomBytes(3).toString('hex')}.eml`);
        fs.writeFileSync(`${name}.part`, Buffer.concat(chunks));
        fs.renameSync(`${name}.part`, name);
        callback();
      });
    },
  });
  // A sender that goes away mid-message (the cms stopped while a background email was on its way,
  // e.g. the welcome email of the tests' last sign-up) is no failure of the tests: without a
  // listener, the server's 'error' event would end the whole run.
  server.on('error', (err) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error(`mail capture: ${err.message}`);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  const server = await startMailCapture({ dir, port });
  console.log(`mail capture on 127.0.0.1:${port}, writing to ${dir}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
