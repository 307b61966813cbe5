// The lint that guards the architecture (docs/development.md, "The rules the lint holds"). `npm test` runs it first;
// a violation fails the run. Fix the code, not the rule: a rule turned off needs a comment saying why.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const apiFolders = fs.readdirSync(new URL('./cms/src/api', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const features = fs.readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** web: shared (components, lib, hooks, config, styles) → features → app; testing helpers may render the whole app. */
const webShared = ['components', 'lib', 'hooks', 'config', 'styles'];
const webZones = [
  ...webShared.map((dir) => ({
    target: `./web/src/${dir}`,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code (components, lib, hooks, config, styles) must not import features or app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features must not import app.' },
  // A feature reaches another only through that feature's index.ts.
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: "Import another feature only through its index.ts ('@/features/<name>').",
  })),
  { target: './web/src/lib', from: './web/src/components', message: 'lib must not import components.' },
];

/**
 * cms layers, from the bottom: platform (http, cache, db, limits, calendar) and providers (outside
 * clients only) → jobs (the queue and its registry) → notifications (mail and SMS through the queue,
 * their layout and unsubscribe links) → middlewares, policies and auth → the APIs (src/api, one
 * folder per product thing) and the seed. Nothing reaches up: no lower folder imports the APIs or
 * the seed, and providers, the platform and the queue import none of the layers above them.
 */
const cmsLower = ['providers', 'platform', 'jobs', 'notifications', 'middlewares', 'policies', 'auth'];
const cmsZones = [
  ...cmsLower.map((dir) => ({
    target: `./cms/src/${dir}`,
    from: ['./cms/src/api', './cms/src/seed'],
    message: `cms/src/${dir} must not import from cms/src/api or cms/src/seed: move the shared logic down, or register it (jobs) from the API.`,
  })),
  {
    target: './cms/src/providers',
    from: ['./cms/src/jobs', './cms/src/notifications', './cms/src/auth'],
    message: 'Providers are outside clients only: they must not import the queue, notifications or auth.',
  },
  {
    target: './cms/src/platform',
    from: ['./cms/src/jobs', './cms/src/notifications', './cms/src/auth', './cms/src/middlewares', './cms/src/policies'],
    message: 'platform is the base every other layer stands on: it must not import the queue, notifications, auth, middlewares or policies.',
  },
  {
    target: './cms/src/jobs',
    from: ['./cms/src/notifications', './cms/src/auth', './cms/src/policies', './cms/src/middlewares'],
    message: 'The queue imports nothing above it: what a job does is registered by its module (registerJob).',
  },
  // An API folder's domain/, messages and jobs are its own: another folder calls its service
  // (apiService(strapi, uid), and may import the service's types), or the shared logic moves down.
  ...apiFolders.map((folder) => ({
    target: `./cms/src/api/${folder}`,
    from: './cms/src/api',
    except: [`./${folder}`, './services.ts', ...apiFolders.filter((f) => f !== folder).map((f) => `./${f}/services`)],
    message: "Reach another API folder through its service (apiService(strapi, uid)), not its domain/, messages or jobs: or move what both need down to platform/.",
  })),
];

/**
 * Nothing crosses cms ↔ web; config depends on neither; the Stripe simulator depends on no app
 * workspace, and the others use it only by its package name (its build), never its source.
 */
const tierZones = [
  { target: './web', from: './cms', message: 'web must not import cms code (share through @gro/config).' },
  { target: './cms', from: './web', message: 'cms must not import web code (share through @gro/config).' },
  { target: './config', from: ['./cms', './web', './e2e'], message: '@gro/config depends on no other workspace.' },
  {
    target: './packages/stripe-simulator',
    from: ['./cms', './web', './e2e'],
    message: '@gro/stripe-simulator must not import cms, web or e2e code (it depends on @gro/config at most, or on what it is given).',
  },
  {
    target: ['./cms', './web', './e2e', './config'],
    from: './packages/stripe-simulator/src',
    message: "Import the Stripe simulator by its package name ('@gro/stripe-simulator'), not its source.",
  },
];

/**
 * Strapi's link tables (`<collection>_<attribute>_lnk`) and media table (`files_related_mph`) are
 * named in cms/src/platform/db/links.ts alone, which checks them against Strapi's metadata at start:
 * a Strapi upgrade that renames them touches that file only.
 */
const LINK_TABLES_FILE = 'cms/src/platform/db/links.ts';
const linkTableNames = [
  { selector: 'Literal[value=/_lnk\\b|_mph\\b/]', message: "Name Strapi's link and media tables through cms/src/platform/db/links.ts." },
  { selector: 'TemplateElement[value.raw=/_lnk\\b|_mph\\b/]', message: "Name Strapi's link and media tables through cms/src/platform/db/links.ts." },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.cache/**',
      '**/.strapi/**',
      'cms/types/generated/**',
      'cms/src/admin/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without this, import-x parses only .js files for its graph, and no-cycle sees no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.app.json', 'web/tsconfig.node.json', 'cms/tsconfig.json', 'config/tsconfig.json', 'packages/stripe-simulator/tsconfig.json', 'e2e/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Zones are relative to the repository, wherever ESLint is run from.
      'import-x/no-restricted-paths': ['error', { basePath: path.dirname(fileURLToPath(import.meta.url)), zones: [...webZones, ...cmsZones, ...tierZones] }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'check-file/filename-naming-convention': [
        'error',
        // Custom routers load before core ones by name: 01-<name>-custom.ts (Strapi convention).
        { 'cms/src/api/*/routes/*.ts': '01-+([a-z0-9])*(-+([a-z0-9]))-custom', '**/!(routes)/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{config,packages,cms,web,e2e,scripts}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Module augmentation (styled-components' DefaultTheme extends our Theme) is an empty interface by design.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Tests inspect untyped JSON answers, including fields no type has (a secret that must be absent).
    files: ['cms/tests/**', 'packages/stripe-simulator/tests/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The Stripe simulator is a development dependency of the cms, absent from a production install:
    // the server loads it only with import() where payments start without a key outside production.
    files: ['cms/src/**/*.ts', 'cms/config/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@gro/stripe-simulator',
              allowTypeImports: true,
              message: "Load the Stripe simulator with import() in cms/src/providers/payments/embedded.ts only: production installs don't have it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Functions passed to page.evaluate() run in the browser.
    files: ['e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['cms/src/**/*.ts'],
    ignores: [LINK_TABLES_FILE],
    rules: { 'no-restricted-syntax': ['error', ...linkTableNames] },
  },
  {
    // Layers below the APIs must not call up into them by name either (strapi.service('api::…')).
    files: cmsLower.map((dir) => `cms/src/${dir}/**/*.ts`),
    ignores: [LINK_TABLES_FILE],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...linkTableNames,
        {
          selector: "CallExpression[callee.property.name=/^(service|controller)$/] > Literal[value=/^api::/]",
          message: 'Shared cms code must not call an API service or controller by name: move the logic into cms/src/auth, providers or platform.',
        },
      ],
    },
  },
  {
    // An API folder reaches another's service through the typed accessor, never an untyped lookup and a cast of its own.
    files: ['cms/src/api/**/*.ts'],
    ignores: ['cms/src/api/services.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...linkTableNames,
        {
          selector: "CallExpression[callee.object.name='strapi'][callee.property.name='service']",
          message: "Use apiService(strapi, uid) from cms/src/api/services.ts: it gives the service its own type.",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // One format per kind of date on every screen: dates are written by web/src/lib/format.ts only.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/format.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: 'Write dates with the helpers of web/src/lib/format.ts (formatCalendarDate, formatDayTime, formatDate, formatDateTime, formatTime): one format per kind of date.',
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
          message: 'Write dates with the helpers of web/src/lib/format.ts: one format per kind of date.',
        },
      ],
    },
  },
);
