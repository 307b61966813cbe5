import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

const root = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /^(src\/.*\.test\.tsx?|scripts\/.*\.test\.mjs)$/;
/**
 * Most test files share their worker's module registry (Vitest's isolate: false): the app, React and
 * the testing libraries are imported once per worker instead of once per file, which halves the
 * suite's time. A file that replaces a module (vi.mock) or reads the styles styled-components put in
 * the document (testing/css-cascade.ts: the styles are injected once per module registry, into the
 * document of the file that first rendered the component) needs a registry of its own, and gets one.
 */
const NEEDS_OWN_MODULES = /\bvi\.(mock|doMock|unmock)\(|testing\/css-cascade/;
const testFiles = ['src', 'scripts'].flatMap((dir) =>
  (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => `${dir}/${f.split(path.sep).join('/')}`).filter((f) => TEST_FILE.test(f)),
);
const isolatedTestFiles = testFiles.filter((f) => NEEDS_OWN_MODULES.test(fs.readFileSync(path.join(root, f), 'utf8')));
const sharedTestFiles = testFiles.filter((f) => !isolatedTestFiles.includes(f));

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
      projects: [
        { extends: true, test: { name: 'shared-modules', include: sharedTestFiles, isolate: false } },
        { extends: true, test: { name: 'own-modules', include: isolatedTestFiles, isolate: true } },
      ],
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
