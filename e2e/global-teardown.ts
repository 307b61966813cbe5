import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the temporary databases of e2e runs whose server has stopped. */
export default function globalTeardown() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (/^gro-e2e-\d+\.db/.test(name)) fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  }
}
