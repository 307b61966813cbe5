import { simpleParser, type ParsedMail } from 'mailparser';
import { mailFiles } from '../../scripts/lib/mail-files.mjs';
import { mailDir } from '../playwright.config';

/** The welcome email every sign-up sends (polish-mail.spec.ts reads it). */
export const isWelcomeMail = (m: ParsedMail): boolean => /^Welcome to GRO\b/.test(m.subject ?? '');
/**
 * What every sign-up mails its own address (the welcome and the link that verifies it) and what the
 * set-up of a member with a company adds (its approval); waitForMail counts the messages besides them
 * and besides the new-device notices (isNewDeviceMail) and new-event notices (isNewEventNotice).
 */
export const isSignUpMail = (m: ParsedMail): boolean =>
  isWelcomeMail(m) || m.subject === 'Confirm your email address for GRO' || /^Your company .+ was approved$/.test(m.subject ?? '');
/** The notice of a sign-in from a new device: a member the set-up signed up through the API, then signed in from the browser, gets one. */
export const isNewDeviceMail = (m: ParsedMail): boolean => m.subject === 'New sign-in to your GRO account';
/** A new-event notice: specs add events for the demo chapters (and for all of them) while others count a member's mail. */
export const isNewEventNotice = (m: ParsedMail): boolean => /^(New event for .+: |\d+ new events for )/.test(m.subject ?? '');

const mailbox = mailFiles(mailDir);
/** Every message the loopback SMTP server captured for an address, oldest first (only files whose headers name it are parsed). */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const wanted = address.toLowerCase();
  return (await Promise.all(mailbox.filesTo(address).map((raw) => simpleParser(raw)))).filter((m) =>
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
    const mails = (await mailsTo(address)).filter((m) => !isSignUpMail(m) && !isNewDeviceMail(m) && !isNewEventNotice(m));
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${address}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
