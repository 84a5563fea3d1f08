import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.mjs';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker-plugin';
import { stylesheetAfterSplash } from './build/stylesheet-after-splash';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stylesheetAfterSplash(), serviceWorker(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: api, ws: true }, '/sandbox': api, '/media': api },
  },
  // The shared package is TypeScript source: the server's render bundle (entry-server.tsx) takes it in.
  ssr: { noExternal: ['@oxstrength/shared'] },
  // One stylesheet for the whole app (see build/stylesheet-after-splash.ts).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
    cssCodeSplit: false,
    // The server's render bundle needs no copy of public/ (the browser's build has it).
    copyPublicDir: !isSsrBuild,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    css: false,
    // A loaded machine can take more than five seconds over a sign-in and a navigation. This was set per file by
    // src/testing/render-routes.tsx (vi.setConfig), which with isolate: false held only for the first file of a
    // worker to import it: later files timed out at the default 5 s on a busy machine.
    testTimeout: 20_000,
    // One worker per core (Vitest's default leaves one idle), and files share a worker's jsdom and module cache:
    // importing Mantine and building a jsdom per file cost three quarters of the run. vitest.setup.ts
    // unmounts and clears storage after every test, and the suite passes in shuffled order.
    maxWorkers: availableParallelism(),
    isolate: false,
    // Node 25 and newer define a localStorage of their own (undefined without --localstorage-file), and Vitest
    // then leaves jsdom's out: the workers run without Node's Web Storage (vitest-dev/vitest#8757).
    execArgv: 'localStorage' in globalThis ? ['--no-webstorage'] : [],
    reporters: reporters('web'),
  },
}));
