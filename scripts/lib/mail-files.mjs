// Reads the messages the loopback SMTP server (mail-capture.mjs) wrote, for the cms tests and e2e.
import fs from 'node:fs';
import path from 'node:path';

/**
 * A reader of the captured messages in `dir`: `filesTo(address)` gives the raw messages whose headers
 * name the address, oldest first. Each file's headers are read once per process and kept (a file
 * appears whole: the capture renames it into place), so a poll reads only what arrived since the last
 * one: a run's thousands of messages are not read again at every poll.
 */
export function mailFiles(dir) {
  const headers = new Map();
  const headersOf = (file) => {
    let known = headers.get(file);
    if (known === undefined) {
      const raw = fs.readFileSync(path.join(dir, file));
      const end = raw.indexOf('\r\n\r\n');
      known = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1').toLowerCase();
      headers.set(file, known);
    }
    return known;
  };
  return {
    filesTo(address) {
      const wanted = address.toLowerCase();
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .filter((f) => headersOf(f).includes(wanted))
        .map((f) => fs.readFileSync(path.join(dir, f)));
    },
  };
}
