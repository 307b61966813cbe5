import { createRequire } from 'node:module';
import path from 'node:path';
import { describe } from 'node:test';
import { Agent, setGlobalDispatcher } from 'undici';

/**
 * The cms test files of a run, in one process: each file is loaded inside a suite named after it,
 * so its top-level tests and hooks (before, after) belong to that file alone, as when each file had
 * a process of its own. One process instead of one per file spares every file the start of Node,
 * tsx and the test helpers (about a second of CPU, and more of waiting, per file and run). The files
 * run one after another, in the order given. GRO_TEST_FILES: a JSON array of paths relative to cms/.
 */
const files: string[] = JSON.parse(process.env.GRO_TEST_FILES ?? '[]');
// fetch keeps an idle connection 2 s, well inside the test cms's 5 s (Node's keepAliveTimeout): on
// a busy machine a request sent on a connection the server is closing fails ("other side closed").
setGlobalDispatcher(new Agent({ keepAliveTimeout: 2000, keepAliveMaxTimeout: 2000 }));
// Synchronous (CommonJS, compiled by tsx): a file is loaded while its suite is being built, so what
// it registers lands in that suite.
const load = createRequire(__filename);
for (const file of files) {
  describe(path.basename(file), () => {
    load(path.resolve(file));
  });
}
