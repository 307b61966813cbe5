import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AUTH_LIMITS } from '@gro/config';
import { s3Settings, uploadPluginConfig, uploadsOrigin } from '../src/providers/upload';
import { withPostMeta } from '../src/platform/cache/post-meta-html';
import { siteUrl } from '../src/platform/http/site-url';
import { cmsDir, productionEnv, startCms as startCmsProcess, stopCms, tempDatabase, type Cms } from './cms-process';

/**
 * Uploads on S3 (ARCHITECTURE.md, providers): the config decision, then a production cms of its
 * own (on a temporary SQLite file, or a schema of its own in the harness's PostgreSQL) storing in
 * a loopback S3 (s3rver, in a temporary folder): member avatars and staff media go to the bucket,
 * are served from it, and are deleted from it. Local uploads are account.test.ts's.
 */
const database = tempDatabase('s3');
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-s3rver-'));
const BUCKET = 'gro-uploads';
const ADMIN = { email: 's3.admin@gro.example.org', password: 'S3-admin-pass-for-tests-1' };
const STAFF = { email: 's3.staff@gro.example.org', password: 'S3-staff-pass-for-tests-1' };

/** Strapi's config `env` helper over a plain map of variables. */
function envOf(vars: Record<string, string>) {
  const env = (key: string, fallback?: string) => vars[key] ?? fallback ?? '';
  return Object.assign(env, {
    int: (key: string, fallback: number) => (key in vars ? Number(vars[key]) : fallback),
    bool: (key: string, fallback: boolean) => (key in vars ? vars[key] === 'true' : fallback),
  }) as Parameters<typeof uploadPluginConfig>[0];
}
const base = { sizeLimit: 1000, breakpoints: { small: 500 } };
const keys = { S3_ACCESS_KEY_ID: 'AKIA-test', S3_SECRET_ACCESS_KEY: 'secret-test' };

describe('upload provider config', () => {
  it('without S3_BUCKET stays local (public/uploads), and the CSP adds no origin', () => {
    assert.deepEqual(uploadPluginConfig(envOf({ ...keys }), base), { ...base, provider: 'local' });
    assert.equal(uploadsOrigin(envOf({})), null);
  });

  it('with S3_BUCKET uses the aws-s3 provider: keys, region, endpoint, path style, no ACL header, files under the public URL', () => {
    const config = uploadPluginConfig(
      envOf({ ...keys, S3_BUCKET: 'media', S3_REGION: 'eu-west-3', S3_ENDPOINT: 'http://127.0.0.1:4569/', S3_FORCE_PATH_STYLE: 'true' }),
      base,
    );
    assert.deepEqual(config, {
      ...base,
      provider: 'aws-s3',
      providerOptions: {
        baseUrl: 'http://127.0.0.1:4569/media',
        s3Options: {
          credentials: { accessKeyId: 'AKIA-test', secretAccessKey: 'secret-test' },
          region: 'eu-west-3',
          endpoint: 'http://127.0.0.1:4569',
          forcePathStyle: true,
          params: { Bucket: 'media', ACL: undefined },
        },
      },
    });
    assert.ok('ACL' in config.providerOptions!.s3Options.params, 'present, so the provider adds no public-read ACL');
  });

  it('derives the public URL (AWS, virtual-hosted endpoint) unless S3_PUBLIC_URL gives it; the CSP gets its origin', () => {
    assert.equal(s3Settings(envOf({ ...keys, S3_BUCKET: 'media' }))!.publicUrl, 'https://media.s3.us-east-1.amazonaws.com');
    assert.equal(s3Settings(envOf({ ...keys, S3_BUCKET: 'media', S3_REGION: 'eu-west-3' }))!.publicUrl, 'https://media.s3.eu-west-3.amazonaws.com');
    assert.equal(s3Settings(envOf({ ...keys, S3_BUCKET: 'media', S3_ENDPOINT: 'https://fra1.digitaloceanspaces.com' }))!.publicUrl, 'https://media.fra1.digitaloceanspaces.com');
    const cdn = envOf({ ...keys, S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.org/files/' });
    assert.equal(s3Settings(cdn)!.publicUrl, 'https://cdn.example.org/files');
    assert.equal(uploadsOrigin(cdn), 'https://cdn.example.org');
  });

  it('refuses to start with a bucket but a missing key, or a URL that is not http(s)', () => {
    assert.throws(() => s3Settings(envOf({ S3_BUCKET: 'media' })), /S3_BUCKET is set \("media"\) but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not/);
    assert.throws(() => s3Settings(envOf({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a' })), /but S3_SECRET_ACCESS_KEY is not/);
    assert.throws(() => s3Settings(envOf({ ...keys, S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })), /S3_ENDPOINT must be an http\(s\) URL/);
    assert.throws(() => s3Settings(envOf({ ...keys, S3_BUCKET: 'media', S3_PUBLIC_URL: 'javascript:alert(1)' })), /S3_PUBLIC_URL must be an http\(s\) URL/);
  });
});

describe('uploaded files in the pages the cms writes', () => {
  it("a post's og:image keeps an S3 file's absolute URL and makes a local one absolute on the site", () => {
    const post = { slug: 'news', title: 'News', description: 'D', publishedAt: '2026-01-01T00:00:00.000Z' };
    const page = '<html><head><title>GRO</title></head><body></body></html>';
    const s3Image = 'https://gro-media.s3.us-east-1.amazonaws.com/cover_ab12.jpg';
    assert.match(withPostMeta(page, { ...post, image: s3Image }), new RegExp(`<meta property="og:image" content="${s3Image.replace(/\./g, '\\.')}" />`));
    assert.ok(withPostMeta(page, { ...post, image: '/uploads/cover_ab12.jpg' }).includes(`<meta property="og:image" content="${siteUrl('/uploads/cover_ab12.jpg')}" />`));
  });
});

/** `strapi start` with uploads on the loopback S3; resolves when it answers, or when it exits (`ready: false`). */
const startCms = (extra: Record<string, string>) =>
  startCmsProcess(
    (port) =>
      productionEnv(port, database, {
        STRAPI_ADMIN_EMAIL: STAFF.email,
        STRAPI_ADMIN_PASSWORD: STAFF.password,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The admin here uploads an avatar: production's second-factor requirement is first-start.test.ts's.
        REQUIRE_SECOND_FACTOR: 'none',
        ...extra,
      }),
    { timeoutMs: 180_000, exitIsAnswer: true },
  );

describe('uploads on a loopback S3 (s3rver)', () => {
  let s3: { url: string; env: Record<string, string>; stop: () => Promise<void> } | undefined;
  let s3Base = '';
  let cms: Cms;
  let s3Env: Record<string, string>;

  /** The bucket's keys, from the store's own listing (ListObjectsV2). */
  async function bucketKeys(): Promise<string[]> {
    const xml = await (await fetch(`${s3Base}/${BUCKET}?list-type=2`)).text();
    return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]).sort();
  }
  /** The bytes s3rver holds for a key, read from its folder. */
  const storedBytes = (key: string) => fs.readFileSync(path.join(s3Dir, BUCKET, `${key}._S3rver_object`));
  const keyOf = (url: string) => {
    assert.ok(url.startsWith(`${s3Base}/${BUCKET}/`), `${url} is in the bucket`);
    return url.slice(`${s3Base}/${BUCKET}/`.length);
  };
  const localUploads = () => (fs.existsSync(path.join(cmsDir, 'public', 'uploads')) ? fs.readdirSync(path.join(cmsDir, 'public', 'uploads')).sort() : []);

  async function call(method: string, route: string, token: string, body?: FormData | object) {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${cms.base}${route}`, { method, headers, body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
  }

  before(async () => {
    await database.create();
    const { startLoopbackS3 } = await import('../../scripts/lib/loopback-s3.mjs');
    s3 = await startLoopbackS3({ dir: s3Dir, bucket: BUCKET });
    s3Base = s3.url;
    s3Env = s3.env;
  });

  after(async () => {
    if (cms) await stopCms(cms);
    await s3?.stop();
    await database.drop();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('a bucket without its keys stops the start with a message that names them', async () => {
    const failed = await startCms({ ...s3Env, S3_ACCESS_KEY_ID: '' });
    assert.equal(failed.ready, false, 'the cms did not start');
    assert.notEqual((await failed.exit).code, 0);
    assert.match(failed.output(), /S3_BUCKET is set \("gro-uploads"\) but S3_ACCESS_KEY_ID is not/);
  });

  it("a member's avatar goes to the bucket, is served from it byte for byte, and the replaced one is deleted from it", async () => {
    const started = await startCms(s3Env);
    assert.ok(started.ready, `the cms started:\n${started.output().slice(-3000)}`);
    cms = started;

    const signIn = await fetch(`${cms.base}/api/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...ADMIN, rememberMe: false }) });
    assert.equal(signIn.status, 200);
    const token = (await signIn.json()).data.token as string;
    const img = assertImgSrc((await call('GET', '/api/account', token)).headers);
    assert.ok(img.includes(s3Base), `img-src ${img} lets the browser load ${s3Base}`);

    const avatar = async (color: string) => {
      const form = new FormData();
      const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: color } }).png().toBuffer();
      form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
      const res = await call('PUT', '/api/account/avatar', token, form);
      assert.equal(res.status, 200, res.text);
      return res.body.data.avatar.url as string;
    };
    const firstUrl = await avatar('#2f855a');
    const firstKey = keyOf(firstUrl);
    assert.match(firstKey, /^avatar_\d+_\w+\.webp$/);
    // Strapi's upload plugin adds a thumbnail of the (296 px) image beside it.
    assert.deepEqual(await bucketKeys(), [firstKey, `thumbnail_${firstKey}`]);

    const served = await fetch(firstUrl);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    assert.ok(bytes.equals(storedBytes(firstKey)), 'the URL serves the stored object');
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', AUTH_LIMITS.avatarPixels, AUTH_LIMITS.avatarPixels]);
    assert.equal((await call('GET', '/api/account', token)).body.data.avatar.url, firstUrl, 'the API hands out the stored absolute URL as it is');

    const secondUrl = await avatar('#c05621');
    const secondKey = keyOf(secondUrl);
    assert.notEqual(secondKey, firstKey);
    assert.deepEqual(await bucketKeys(), [secondKey, `thumbnail_${secondKey}`], 'the previous avatar and its thumbnail are deleted from the bucket');
    assert.equal((await fetch(firstUrl)).status, 404);
    assert.equal((await fetch(secondUrl)).status, 200);
    // The files of these keys only: the other test runs of this machine (on PostgreSQL, e2e) write to the same folder.
    const written = [firstKey, secondKey].flatMap((key) => [key, `thumbnail_${key}`]).filter((name) => localUploads().includes(name));
    assert.deepEqual(written, [], "nothing of this member's was written to public/uploads");
  });

  it("staff media go to the bucket with every format, and deleting the file deletes them all", async () => {
    assert.ok(cms, 'the cms of the previous test runs');
    const login = await fetch(`${cms.base}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) });
    assert.equal(login.status, 200);
    const token = (await login.json()).data.token as string;
    const before = await bucketKeys();

    const form = new FormData();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2b6cb0' } }).jpeg().toBuffer();
    form.append('files', new Blob([jpeg], { type: 'image/jpeg' }), 'banner.jpg');
    const res = await call('POST', '/upload', token, form);
    assert.equal(res.status, 201, res.text);
    const file = (Array.isArray(res.body) ? res.body[0] : res.body.data[0]) as { id: number; url: string; formats: Record<string, { url: string }> };
    const urls = [file.url, ...Object.values(file.formats).map((f) => f.url)];
    assert.deepEqual(Object.keys(file.formats).sort(), ['large', 'medium', 'small', 'thumbnail']);
    const added = urls.map(keyOf).sort();
    assert.deepEqual(await bucketKeys(), [...before, ...added].sort());
    for (const url of urls) assert.equal((await fetch(url)).status, 200, url);
    assert.ok(Buffer.from(await (await fetch(file.url)).arrayBuffer()).equals(jpeg), 'the original is stored as sent');

    const removed = await call('DELETE', `/upload/files/${file.id}`, token);
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(await bucketKeys(), before, 'the original and its formats are gone from the bucket');
  });
});

function assertImgSrc(headers: Headers): string {
  const csp = headers.get('content-security-policy') ?? '';
  const img = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)?.[1];
  assert.ok(img, `a CSP with img-src: ${csp}`);
  return img;
}
