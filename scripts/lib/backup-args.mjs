import path from 'node:path';
import { defaultUploadsDir } from './backup.mjs';

/** `<file> [--uploads <folder>]` of npm run backup / restore; exits with the usage on anything else. */
export function backupArgs(command) {
  const args = process.argv.slice(2);
  let uploadsDir = defaultUploadsDir;
  const i = args.indexOf('--uploads');
  const usable = i === -1 || (args[i + 1] && !args[i + 1].startsWith('-'));
  if (i !== -1 && usable) uploadsDir = path.resolve(args.splice(i, 2)[1]);
  if (!usable || args.length !== 1 || args[0].startsWith('-')) {
    console.error(`Usage: npm run ${command} -- <file.tar.gz> [--uploads <folder>]`);
    process.exit(2);
  }
  return { file: args[0], uploadsDir };
}
