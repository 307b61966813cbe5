import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailDir } from '../playwright.config';

/** The welcome email every sign-up sends (polish-mail.spec.ts reads it). */
export const isWelcomeMail = (m: ParsedMail): boolean => /^Welcome to GRO\b/.test(m.subject ?? '');
/**
 * What every sign-up mails its own address (the welcome and the link that verifies it) and what the
 * set-up of a member with a company adds (its approval); waitForMail counts the messages besides them.
 */
export const isSignUpMail = (m: ParsedMail): boolean =>
  isWelcomeMail(m) || m.subject === 'Confirm your email address for GRO' || /^Your company .+ was approved$/.test(m.subject ?? '');

/** Every message the loopback SMTP server captured for an address, oldest first (only files naming it are parsed). */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const wanted = address.toLowerCase();
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')).sort() : [];
  const raws = files.map((f) => fs.readFileSync(path.join(mailDir, f))).filter((raw) => raw.toString('latin1').toLowerCase().includes(wanted));
  return (await Promise.all(raws.map((raw) => simpleParser(raw)))).filter((m) =>
    (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text.toLowerCase().includes(wanted)),
  );
}

/** Waits for the first message to an address that satisfies `match`. */
export async function waitForMailWhere(address: string, match: (m: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching mail to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Messages to an address other than its sign-up mails, oldest first; waits for `count`. */
export async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<ParsedMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter((m) => !isSignUpMail(m));
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${address}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
