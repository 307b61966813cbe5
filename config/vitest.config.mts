import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files replace no module and change no global: they share their worker's modules (the
    // schemas and texts are imported once per worker, not once per file), one worker per core.
    isolate: false,
    maxWorkers: os.availableParallelism(),
  },
});
