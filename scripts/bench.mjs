#!/usr/bin/env node
/** `npm run bench`: runs the benchmarks and prints their figures. Not part of `npm test`. */
import path from 'node:path';
import { ROOT, run } from './lib/build.mjs';

run(process.execPath, [path.join(ROOT, 'cms/scripts/bench-auth.mjs')], { cwd: path.join(ROOT, 'cms') });
run(process.execPath, [path.join(ROOT, 'cms/scripts/bench-public.mjs')], { cwd: path.join(ROOT, 'cms') });
