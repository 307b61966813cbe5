import { registerJob } from '../../jobs';
import { runMemberImport } from './domain/importer';

declare module '../../jobs/registry' {
  interface JobPayloads {
    /** Writes a member import's rows, going on from where a crashed run stopped. */
    'members.import': { importId: number };
  }
}

registerJob('members.import', { run: (strapi, { importId }) => runMemberImport(strapi, importId) });
