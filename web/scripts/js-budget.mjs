/**
 * The JavaScript a public route makes the browser download before it renders, measured from the
 * Vite build (web/dist/.vite/manifest.json and the chunks' source maps): the entry chunk, every
 * chunk it imports statically (modulepreloaded), the route's lazy screen chunk and every chunk
 * that one imports statically. Code a screen fetches later (the chapter map when scrolled to, a
 * form's validation on first submit) is not counted. Sizes are gzipped (level 9, as the cms serves
 * them). Read by the budget test (js-budget.test.mjs) and by `npm run bench -- web`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const WEB_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
export const JS_BUDGET_KB = 120;

/** Every public address and the screen module the router shows for it (app/routes.tsx). */
export const PUBLIC_ROUTES = {
  '/': 'src/features/home/routes/home.tsx',
  '/chapters': 'src/features/chapters/routes/chapters.tsx',
  '/chapters/{slug}': 'src/features/chapters/routes/chapter-detail.tsx',
  '/chapters/start': 'src/features/contact/routes/start-chapter.tsx',
  '/events': 'src/features/events/routes/events.tsx',
  '/events/{id}': 'src/features/events/routes/event-detail.tsx',
  '/faqs': 'src/features/faq/routes/faqs.tsx',
  '/contact': 'src/features/contact/routes/contact.tsx',
  '/legal/terms': 'src/features/terms/routes/terms.tsx',
  '/scramble': 'src/features/scramble/routes/scramble.tsx',
  '/signin': 'src/features/auth/routes/sign-in.tsx',
  '/signup': 'src/features/auth/routes/sign-up.tsx',
  '/password-forgot': 'src/features/auth/routes/password-forgot.tsx',
  '/password-reset': 'src/features/auth/routes/password-reset.tsx',
  '/signin/link': 'src/features/auth/routes/sign-in-link.tsx',
  '/account/confirm-email': 'src/features/auth/routes/confirm-email.tsx',
  '/account/invitation': 'src/features/auth/routes/accept-invitation.tsx',
  '/subscription/success': 'src/features/subscription/routes/subscription-success.tsx',
  '/check-in': 'src/features/attendance/routes/check-in.tsx',
  '/blog': 'src/features/blog/routes/public-blog.tsx',
  '/blog/{slug}': 'src/features/blog/routes/public-blog-post.tsx',
};

/** Source modules of the portal and of its administration: never part of a public route's initial JS. */
const PRIVATE_SOURCES = [
  /\/src\/app\/layouts\/portal\//,
  /\/src\/app\/guards\/require-(account|admin)\.tsx$/,
  /\/src\/app\/routes\/portal-not-found\.tsx$/,
  /\/src\/components\/layouts\/portal-page\.tsx$/,
  /\/src\/features\/(activity|company-gate|join-requests|reminders|dashboard|directory|users|companies|finance|account|member-import|overview)\//,
  /\/src\/features\/blog\/routes\/blog[^/]*\.tsx$/,
  /\/src\/features\/(chapters|events)\/routes\/portal-[^/]*\.tsx$/,
  // The copy of the portal's and the administration's screens (@gro/config/screens).
  /\/config\/src\/screens\/(portal[^/]*|admin|finance|overview)\.ts$/,
  /\/node_modules\/uplot\//,
];

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The source modules bundled into a chunk, from its source map (a chunk that only re-exports others has none). */
function chunkSources(file) {
  if (!fs.existsSync(`${file}.map`)) return [];
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  return map.sources.map((source) => path.resolve(path.dirname(file), map.sourceRoot ?? '', source).split(path.sep).join('/'));
}

/** Reads the build once; throws a clear error when web has not been built with its manifest. */
export function readBuild(dist = WEB_DIST) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app first (npm run build -w web)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`${manifestFile} names no entry chunk`);
  return { dist, manifest, entryKey };
}

/** The manifest keys of a chunk and of everything it imports statically, depth first. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest (renamed? update PUBLIC_ROUTES)`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** { route, files: [{ file, gzip }], gzip (bytes), privateModules: [source paths] } for one public route. */
export function measureRoute(build, route) {
  const { dist, manifest, entryKey } = build;
  if (!(route in PUBLIC_ROUTES)) throw new Error(`${route} is not a known public route`);
  const screen = PUBLIC_ROUTES[route];
  const keys = staticClosure(manifest, entryKey);
  if (!fs.existsSync(path.join(WEB_DIR, screen))) throw new Error(`${screen} does not exist (renamed? update PUBLIC_ROUTES)`);
  // A screen the router imports statically is bundled into the entry chunk, counted already.
  if (manifest[screen]) staticClosure(manifest, screen, keys);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const measured = files.map((file) => ({ file, gzip: gzipSize(path.join(dist, file)) }));
  const privateModules = files.flatMap((file) => chunkSources(path.join(dist, file)).filter((source) => PRIVATE_SOURCES.some((re) => re.test(source))));
  return { route, files: measured, gzip: measured.reduce((sum, f) => sum + f.gzip, 0), privateModules: [...new Set(privateModules)] };
}

/**
 * Source modules of a lazily loaded module and of everything it imports statically: what arrives
 * when the screen draws it (the chapter page's guest form, loaded with the page when there is a
 * meeting, must not bring yup, which waits for the first validation).
 */
export function lazySources(build, moduleKey) {
  const { dist, manifest } = build;
  if (!manifest[moduleKey]) throw new Error(`${moduleKey} is not a chunk of its own in the build manifest (renamed? no longer lazy?)`);
  const files = [...staticClosure(manifest, moduleKey)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  return [...new Set(files.flatMap((file) => chunkSources(path.join(dist, file))))];
}

export function measureAllRoutes(dist = WEB_DIST) {
  const build = readBuild(dist);
  return Object.keys(PUBLIC_ROUTES).map((route) => measureRoute(build, route));
}

/** `node web/scripts/js-budget.mjs`: prints the table (after a build). */
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const r of measureAllRoutes()) {
    const ok = r.gzip / 1024 <= JS_BUDGET_KB && r.privateModules.length === 0;
    console.log(`${ok ? '✓' : '✗'} ${r.route.padEnd(24)} ${(r.gzip / 1024).toFixed(1).padStart(6)} KB in ${r.files.length} files${r.privateModules.length ? `  PRIVATE: ${r.privateModules.join(', ')}` : ''}`);
  }
}
