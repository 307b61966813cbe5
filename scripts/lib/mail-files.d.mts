/** See mail-files.mjs. */
export function mailFiles(dir: string): { filesTo(address: string): Buffer[] };
