import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4337);
export const baseURL = `http://127.0.0.1:${port}`;
const dbFile = path.join(os.tmpdir(), `gro-e2e-${process.pid}.db`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
  // The product exactly as `npm start` starts it, on a fresh temporary database.
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/_health`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: dbFile,
      E2E_DB_FILE: dbFile,
      DEMO_DATA: 'true',
      SEED_ADMIN_PASSWORD: 'Admin-pass-for-e2e-1',
      SEED_MEMBER_PASSWORD: 'Member-pass-for-e2e-1',
      STRAPI_TELEMETRY_DISABLED: 'true',
    },
  },
});
