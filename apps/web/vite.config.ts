import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.mjs';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: api, ws: true }, '/sandbox': api, '/media': api },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    css: false,
    reporters: reporters('web'),
  },
});
