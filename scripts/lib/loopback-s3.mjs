// A loopback S3 for tests: s3rver in a process of its own, storing in a folder, with its bucket made.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** s3rver's built-in account: any S3 client signs with these keys. */
const LOOPBACK_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver on 127.0.0.1 (`port` 0: a free one) storing under `dir`, with `bucket` created.
 * Resolves { url, env, stop } once it listens; `env` are the cms's S3_* variables for it (path style).
 * A process of its own: s3rver's old Koa cannot be loaded through tsx's module hooks.
 */
export function startLoopbackS3({ dir, bucket, port = 0 }) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), dir, bucket, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening: ${out}`)));
    child.stdout.on('data', (d) => {
      out += d;
      const line = /^listening (\d+)$/m.exec(out);
      if (!line) return;
      child.removeAllListeners('exit');
      const url = `http://127.0.0.1:${line[1]}`;
      resolve({
        url,
        env: { S3_BUCKET: bucket, S3_ENDPOINT: url, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: LOOPBACK_S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: LOOPBACK_S3_KEYS.secretAccessKey, S3_PUBLIC_URL: '' },
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, bucket, port] = process.argv.slice(2);
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  console.log(`listening ${address.port}`);
  process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
  // The parent gone (a killed test run): stop too.
  setInterval(() => process.ppid === 1 && process.exit(0), 1000).unref();
}
