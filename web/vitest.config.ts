import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The workspace root hoists React 18 (the Strapi admin's). Libraries hoisted next to it and run by
 * Node would require that copy, so the ones that import React are processed by Vite instead
 * (ES builds, resolve.dedupe): the tests then have exactly one React, web's React 19.
 */
const hoistedReactLibraries = [/@testing-library\/react/, /styled-components/, /swr/, /formik/];

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: { mainFields: ['module', 'jsnext:main', 'jsnext', 'main'] },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      server: { deps: { inline: hoistedReactLibraries } },
    },
  }),
);
