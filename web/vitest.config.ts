import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The workspace root hoists React 18 (the Strapi admin's). Libraries hoisted next to it and run by
 * Node would require that copy, so the ones that import React are processed by Vite instead
 * (ES builds, resolve.dedupe): the tests then have exactly one React, web's React 19. SWR's
 * use-sync-external-store shim is CommonJS (Node would require React 18), so it is swapped for React's own hook.
 */
const hoistedReactLibraries = [/@testing-library\/react/, /styled-components/, /swr/, /formik/];

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/testing/use-sync-external-store-shim.ts', import.meta.url)),
        },
      ],
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      // scripts/js-budget.test.mjs builds the app and checks the public routes' JavaScript budget.
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
      restoreMocks: true,
      // One test file per core. Vitest's default leaves a core free (for watch mode's main thread),
      // which on a 2-core CI machine runs the files one at a time.
      maxWorkers: os.availableParallelism(),
      // Only a hung test ends on time: every wait inside a test is for an event (see setup-tests.ts),
      // so a busy machine makes a test slower, never failed.
      testTimeout: 120_000,
      unstubGlobals: true,
      server: { deps: { inline: hoistedReactLibraries } },
    },
  }),
);
