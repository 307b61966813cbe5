import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
// Merge keys: both cms replicas take their settings from one `x-cms` block.
const compose = parse(read('docker-compose.yml'), { merge: true });
const REPLICAS = ['cms-1', 'cms-2'];
const documented = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
const TEST_ONLY = ['BENCH_REQUESTS', 'BENCH_CONCURRENCY', 'BENCH_MEMBERS', 'BENCH_SECONDS', 'BENCH_STOCK_ROUTES', 'BENCH_IMPORT_ROWS', 'BENCH_EXPORT_ROWS', 'BENCH_REFERRALS', 'BENCH_INVOICES', 'BENCH_ANNOUNCEMENT_MEMBERS', 'BENCH_CHECK_IN_MEMBERS', 'BENCH_CHECK_IN_SECONDS', 'BENCH_REPORT_MEMBERS', 'BENCH_REPORT_REFERRALS', 'E2E_PORT', 'E2E_SMTP_PORT', 'E2E_RUN_TAG', 'E2E_MAIL_DIR', 'CHROMIUM_PATH', 'TEST_RESULTS_FILE', 'TEST_SUMMARY_FILE', 'TEST_REDIS_URL', 'GRO_TEST_CLOCK_FILE', 'TWILIO_API_BASE', 'CMS_URL', 'CMS_TESTS', 'CMS_CRASH_CYCLES', 'CMS_SKIP_RUN_ONCE_TESTS', 'GRO_HEAP_LOG', 'GRO_HEAP_EVERY_MS', 'TEST_BUDGET_FACTOR'];
// The compose deployment runs on PostgreSQL, so the SQLite file setting has no meaning there.
const SQLITE_ONLY = ['DATABASE_FILENAME'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', '.tmp', 'data'].includes(entry.name) ? [] : sourceFiles(rel);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [rel] : [];
  });
}

describe('deployment configuration', () => {
  it('every variable the code reads is documented in .env.example', () => {
    const files = [...sourceFiles('cms/config'), ...sourceFiles('cms/src'), ...sourceFiles('cms/scripts'), ...sourceFiles('scripts'), 'e2e/playwright.config.ts', 'web/vite.config.ts'];
    const used = new Set<string>();
    for (const file of files) {
      for (const m of read(file).matchAll(/(?:process\.env\.|process\.env\[['"]|env(?:\.\w+)?\(['"])([A-Z][A-Z0-9_]+)/g)) used.add(m[1]);
    }
    const internal = new Set(['GRO_API_URL', 'GRO_TEST_DB', 'E2E_DB_FILE', 'CI', 'PLAYWRIGHT_JSON_OUTPUT_NAME']);
    const missing = [...used].filter((v) => !documented.includes(v) && !internal.has(v));
    assert.deepEqual(missing, []);
  });

  it('docker-compose has postgres with its volume and health check, and cms replicas with health checks that wait for it', () => {
    const { db } = compose.services;
    assert.match(db.image, /^postgres:/);
    assert.ok(db.healthcheck?.test);
    assert.ok(db.volumes.includes('db-data:/var/lib/postgresql/data'));
    for (const name of REPLICAS) {
      const cms = compose.services[name];
      assert.ok(cms.healthcheck?.test, name);
      assert.deepEqual(cms.depends_on.db, { condition: 'service_healthy' }, name);
    }
    assert.ok('db-data' in compose.volumes);
  });

  it('describes the replicated layout: two cms of one image on one PostgreSQL, Redis and S3 store, behind a load balancer', () => {
    const services = compose.services as Record<string, any>;
    const [one, two] = REPLICAS.map((name) => services[name]);
    assert.deepEqual([one.build, one.image], ['.', 'gro-cms']);
    assert.deepEqual([two.build, two.image], [one.build, one.image], 'one image');
    assert.deepEqual(two.environment, one.environment, 'one configuration, secrets included');
    const env = one.environment;
    assert.equal(env.DATABASE_CLIENT, 'postgres');
    assert.equal(env.DATABASE_HOST, '${DATABASE_HOST:-db}');
    assert.match(services.redis.image, /^redis:/);
    assert.equal(env.REDIS_URL, '${REDIS_URL:-redis://redis:6379}');
    assert.match(services.s3.image, /^minio\/minio:/);
    assert.equal(env.S3_ENDPOINT, '${S3_ENDPOINT:-http://s3:9000}');
    for (const v of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL']) assert.ok(v in env, v);
    for (const [name, cms] of [['cms-1', one], ['cms-2', two]]) {
      assert.deepEqual(cms.depends_on.redis, { condition: 'service_healthy' }, name);
      assert.deepEqual(cms.depends_on['s3-setup'], { condition: 'service_completed_successfully' }, name);
      assert.ok(!(cms.volumes ?? []).some((v: string) => v.includes('/app/cms/public/uploads')), `${name} keeps no uploads folder: they are in the S3 store`);
      assert.equal(cms.ports, undefined, `${name} is reached through the load balancer only`);
    }
    assert.deepEqual(two.depends_on['cms-1'], { condition: 'service_healthy' }, 'one replica at a time creates the tables');

    const lb = services.lb;
    assert.match(lb.image, /^nginx:/);
    assert.ok(lb.volumes.includes('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro'));
    const nginx = read('deploy/nginx.conf').replace(/#.*$/gm, '');
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):1337\b/gm)].map((m) => m[1]);
    assert.deepEqual(upstreams, REPLICAS, 'the load balancer sends to both replicas');
    assert.doesNotMatch(nginx, /\b(ip_hash|sticky|hash\s)/, 'no sticky sessions');
    // nginx closes an idle connection to a replica before the replica's Node server does (its
    // keepAliveTimeout, 5 s by default): otherwise a POST sent as the replica closes it is a 502.
    const idle = /^\s*keepalive_timeout\s+(\d+)s;/m.exec(nginx.slice(nginx.indexOf('upstream gro_cms'), nginx.indexOf('}', nginx.indexOf('upstream gro_cms'))));
    assert.ok(idle && Number(idle[1]) < 5, `upstream keepalive_timeout: ${idle?.[1]}`);
    assert.match(nginx, /proxy_pass http:\/\/s3:9000\/gro-uploads\//);
    assert.match(env.S3_BUCKET, /:-gro-uploads}$/, 'the bucket nginx serves /media/ from');
  });

  it('publishes the app only on the loopback interface, for a proxy on the host (it trusts X-Forwarded-For with TRUST_PROXY)', () => {
    const published = Object.values(compose.services as Record<string, { ports?: unknown[] }>).flatMap((service) => service.ports ?? []);
    assert.ok(published.length > 0);
    for (const port of published) assert.match(String(port), /^127\.0\.0\.1:/, `${port} is published on every interface`);
  });

  it('passes every variable of .env.example to both cms containers', () => {
    for (const name of REPLICAS) {
      const missing = documented.filter((v) => !TEST_ONLY.includes(v) && !SQLITE_ONLY.includes(v) && !(v in compose.services[name].environment));
      assert.deepEqual(missing, [], name);
    }
  });

  it('runs on a supported Node LTS: .nvmrc and the image on 22, engines >=20.19 <25 everywhere, within Strapi\'s range and holding this (CI\'s) Node', () => {
    const lts = read('.nvmrc').trim();
    assert.equal(lts, '22');
    const images = [...read('Dockerfile').matchAll(/^FROM node:([^\s]+)/gm)].map((m) => m[1]);
    assert.deepEqual(images, [`${lts}-bookworm-slim`, `${lts}-bookworm-slim`]);
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    for (const file of ['package.json', ...workspaces.map((w) => `${w}/package.json`)]) {
      assert.equal(JSON.parse(read(file)).engines?.node, '>=20.19 <25', file);
    }
    const strapiRange = JSON.parse(read('node_modules/@strapi/strapi/package.json')).engines.node as string;
    const [, lowest, highest] = /^>=(\d+)\.\d+\.\d+ <=(\d+)\.x\.x$/.exec(strapiRange) ?? [];
    assert.ok(Number(lowest) <= 20 && Number(highest) >= 24, `Strapi supports ${strapiRange}`);
    const [major, minor] = process.versions.node.split('.').map(Number);
    assert.ok((major > 20 || (major === 20 && minor >= 19)) && major < 25, `Node ${process.versions.node} is outside >=20.19 <25`);
  });

  it('the image copies every workspace\'s package.json before `npm ci`, so that it installs each one', () => {
    const dockerfile = read('Dockerfile');
    const npmCi = dockerfile.indexOf('RUN npm ci');
    assert.ok(npmCi > 0);
    for (const workspace of JSON.parse(read('package.json')).workspaces as string[]) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      assert.ok(copy > 0 && copy < npmCi, `${workspace}/package.json is copied before npm ci`);
    }
  });

  it('`docker compose config` accepts the file where the docker compose client exists', () => {
    const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (probe.status !== 0) {
      // No compose client on this machine: the parse above is the check that can run here.
      assert.ok(compose.services);
      return;
    }
    const env = { ...process.env, DATABASE_PASSWORD: 'x', S3_SECRET_ACCESS_KEY: 'x', APP_KEYS: 'a,b,c,d', API_TOKEN_SALT: 'x', ADMIN_JWT_SECRET: 'x', TRANSFER_TOKEN_SALT: 'x', JWT_SECRET: 'x', ENCRYPTION_KEY: 'x' };
    const res = spawnSync('docker', ['compose', '-f', 'docker-compose.yml', 'config', '--quiet'], { cwd: root, env, encoding: 'utf8' });
    assert.equal(res.status, 0, res.stderr);
  });
});
