import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Strapi (the cms workspace) answers these paths; the dev server forwards them so the SPA stays same-origin. */
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
const cmsPaths = ['/api', '/admin', '/uploads', '/sitemap.xml', '/robots.txt'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      // The web app compiles @gro/config from its TypeScript source (ES modules, marked side-effect
      // free) so Rollup keeps only what a chunk uses: yup and the form schemas travel with the form
      // screens, not with every page that needs a constant. Strapi uses the CommonJS build.
      { find: /^@gro\/config$/, replacement: fileURLToPath(new URL('../config/src/index.ts', import.meta.url)) },
      { find: /^@gro\/config\/screens$/, replacement: fileURLToPath(new URL('../config/src/screens/index.ts', import.meta.url)) },
    ],
    // The workspace root holds React 18 for the Strapi admin; hoisted libraries (styled-components,
    // swr, formik, Testing Library) must use web's React 19 too, or hooks break.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(cmsPaths.map((path) => [path, { target: cmsUrl, changeOrigin: false }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each screen imports, read by the JavaScript budget test
    // (scripts/js-budget.mjs) and by `npm run bench -- web`.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically goes into one chunk: every route loads all of
          // them anyway, and one file compresses better than the dozen small common chunks the
          // automatic splitting makes of them (about 3.6 KB gzipped less per route).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
