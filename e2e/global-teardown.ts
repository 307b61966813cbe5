import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes this run's temporary database, captured mail and SMS, clock file and the demo admin's passkey (the servers have stopped by now). */
export default function globalTeardown() {
  const tag = process.env.E2E_RUN_TAG;
  if (!tag) return;
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (name.startsWith(`gro-e2e-${tag}.db`) || [`gro-e2e-mail-${tag}`, `gro-e2e-clock-${tag}`, `gro-e2e-sms-${tag}`, `gro-e2e-admin-passkey-${tag}.json`].includes(name)) {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}
