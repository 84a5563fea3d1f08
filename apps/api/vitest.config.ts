import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.mjs';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core: Vitest's default leaves one core to its main process, which here only waits.
    maxWorkers: availableParallelism(),
    // Files share a worker's module cache: each file builds its own app on its own database copy
    // (test/test-app.ts), and importing the app's modules afresh per file was the largest part of the run.
    isolate: false,
    reporters: reporters('api'),
  },
});
