import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { stripVTControlCharacters } from 'node:util';
import { productionEnv as cmsEnv, startCms, stopCms, tempDatabase } from './cms-process';

// Production cms processes of their own, on a temporary SQLite file, whose output the tests read.
const database = tempDatabase('logging', { sqliteOnly: true });
after(() => database.drop());

function productionEnv(port: number, log: Record<string, string>): NodeJS.ProcessEnv {
  return cmsEnv(port, database, {
    STRAPI_ADMIN_EMAIL: 'logs.staff@gro.example.org',
    STRAPI_ADMIN_PASSWORD: 'Logs-staff-pass-1',
    ADMIN_EMAIL: 'logs.admin@gro.example.org',
    ADMIN_PASSWORD: 'Logs-admin-pass-1',
    LOG_REQUESTS: '',
    LOG_LEVEL: '',
    LOG_FORMAT: '',
    ...log,
  });
}

/**
 * Starts the cms with those log settings, makes a visitor's few requests (two reads, an unknown
 * path), stops it and answers everything it wrote.
 */
async function logOfVisit(log: Record<string, string>): Promise<string> {
  const cms = await startCms((port) => productionEnv(port, log), { healthy: (status) => status < 500 });
  try {
    assert.equal((await fetch(`${cms.base}/api/faq`)).status, 200);
    assert.equal((await fetch(`${cms.base}/api/chapter/active`)).status, 200);
    assert.equal((await fetch(`${cms.base}/api/no-such-thing`)).status, 404);
  } finally {
    await stopCms(cms);
  }
  return stripVTControlCharacters(cms.output());
}

/** The JSON lines of an output, parsed. */
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; message: string; timestamp: string });

const REQUEST_LINE = /GET \/api\/faq \(\d+ ms\) 200/;

describe('the server log', () => {
  it('is quiet by default and JSON in production: start-up lines, no line per request', async () => {
    const output = await logOfVisit({});
    assert.doesNotMatch(output, /\/api\/faq|\/api\/chapter\/active|\/api\/no-such-thing/);
    const lines = jsonLines(output);
    assert.ok(lines.some((l) => l.level === 'info'), `start-up lines at info:\n${output.slice(-2000)}`);
    for (const line of lines) {
      assert.ok(['error', 'warn', 'info'].includes(line.level), `level ${line.level}: ${line.message}`);
      assert.ok(line.message && !Number.isNaN(Date.parse(line.timestamp)), JSON.stringify(line));
    }
    assert.doesNotMatch(output, /^\[\d{4}-\d\d-\d\d [\d:.]+\] \w+:/m, 'no human-formatted log line in production');
  });

  it('LOG_REQUESTS=true adds one JSON line per request: method, path, time and status', async () => {
    const lines = jsonLines(await logOfVisit({ LOG_REQUESTS: 'true' }));
    const requests = lines.filter((l) => l.level === 'http');
    assert.equal(requests.filter((l) => REQUEST_LINE.test(l.message)).length, 1);
    assert.ok(requests.some((l) => /^GET \/api\/chapter\/active \(\d+ ms\) 200$/.test(l.message)));
    assert.ok(requests.some((l) => /^GET \/api\/no-such-thing \(\d+ ms\) 404$/.test(l.message)));
  });

  it('LOG_FORMAT=pretty writes lines for people; LOG_LEVEL=warn leaves out start-up and requests', async () => {
    const pretty = await logOfVisit({ LOG_FORMAT: 'pretty', LOG_REQUESTS: 'true' });
    assert.match(pretty, /^\[\d{4}-\d\d-\d\d [\d:.]+\] http: GET \/api\/faq \(\d+ ms\) 200$/m);
    assert.equal(jsonLines(pretty).length, 0);
    const warnOnly = await logOfVisit({ LOG_LEVEL: 'warn', LOG_REQUESTS: 'true' });
    assert.ok(!jsonLines(warnOnly).some((l) => l.level === 'info' || l.level === 'http'), warnOnly.slice(-2000));
  });

  it('refuses to start with an unknown LOG_LEVEL, naming the valid ones', async () => {
    const cms = await startCms((port) => productionEnv(port, { LOG_LEVEL: 'loud' }), { healthy: (status) => status < 500, exitIsAnswer: true });
    await stopCms(cms);
    const { code } = await cms.exit;
    const output = cms.output();
    assert.notEqual(code, 0);
    assert.match(output, /LOG_LEVEL must be one of error, warn, info, http, verbose, debug, silly \(got "loud"\)/);
  });
});
