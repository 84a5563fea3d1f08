import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes dist/sw.js (issue 16, decision 022) from build/service-worker.js: its precache list is the app's
 * entry and the dashboard's and training pages' code with everything they import (the lazily loaded parts of
 * those pages too) and the stylesheet, so a training page once visited opens with no signal; its version is a
 * hash of that list and the worker's source, so each build's worker replaces the last one's caches. The worker is a file of its own,
 * registered by the dashboard (features/dashboard/offline/offline-sync.tsx): no page's code grows.
 */

/** The route modules the worker makes work offline (their chunks, what they import, and what they load lazily). */
const OFFLINE_MODULES = [
  /features\/dashboard\/routes\/dashboard-layout\.tsx$/,
  /features\/dashboard\/routes\/training-detail-page\.tsx$/,
  /features\/dashboard\/routes\/coaching-detail-page\.tsx$/,
];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
interface AssetLike {
  type: 'asset';
  fileName: string;
}

/** The files the worker precaches, from the build's output. */
export function precacheList(bundle: Record<string, ChunkLike | AssetLike>): string[] {
  const chunks = Object.values(bundle).filter((o): o is ChunkLike => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const walk = (name: string) => {
    if (files.has(name)) return;
    files.add(name);
    for (const dep of byName.get(name)?.imports ?? []) walk(dep);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry) walk(chunk.fileName);
    const id = chunk.facadeModuleId?.split(path.sep).join('/') ?? '';
    if (OFFLINE_MODULES.some((re) => re.test(id))) {
      walk(chunk.fileName);
      for (const lazy of chunk.dynamicImports) walk(lazy);
    }
  }
  for (const output of Object.values(bundle))
    if (output.type === 'asset' && output.fileName.endsWith('.css')) files.add(output.fileName);
  return [...files]
    .filter((f) => /\.(js|css)$/.test(f))
    .sort()
    .map((f) => `/${f}`);
}

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'oxs-service-worker',
    // The browser's build only.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    writeBundle(_, bundle) {
      const list = precacheList(bundle as unknown as Record<string, ChunkLike | AssetLike>);
      const template = readFileSync(path.join(root, 'build/service-worker.js'), 'utf8');
      const version = createHash('sha256')
        .update(`${template}\n${list.join('\n')}`)
        .digest('hex')
        .slice(0, 12);
      const source = template
        .replace('__OXS_VERSION__', version)
        .replace('const PRECACHE = []; // __OXS_PRECACHE__', `const PRECACHE = ${JSON.stringify(list)};`);
      writeFileSync(path.join(outDir, 'sw.js'), source);
    },
  };
}
