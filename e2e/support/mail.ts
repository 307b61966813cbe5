import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailDir } from '../playwright.config';

/** Messages the loopback SMTP server captured for an address, oldest first; waits for `count`. */
export async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<ParsedMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')).sort() : [];
    const mails = (await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(mailDir, f)))))).filter((m) =>
      (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text.toLowerCase().includes(address.toLowerCase())),
    );
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${address}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
