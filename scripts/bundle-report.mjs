// Gzipped JavaScript each route loads, from the Vite build manifest (apps/web/dist/.vite/manifest.json).
// A route loads the entry chunk, the route module, and everything they import statically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
// Read when first asked for, so a script that imports this one (perf:web) can build the app first.
let manifestCache;
const readManifest = () =>
  (manifestCache ??= JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')));

function closure(keys) {
  const manifest = readManifest();
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  return [...seen];
}

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

export function routeJs(routeModule) {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const keys = closure([entry, ...(routeModule ? [routeModule] : [])]);
  const files = keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  return { files, gzipBytes: files.reduce((n, f) => n + gz(f), 0) };
}

export const ROUTES = {
  '/': 'src/features/home/routes/home-page.tsx',
  '/template': 'src/features/templates/routes/template-search-page.tsx',
  '/template/{slug}': 'src/features/templates/routes/template-detail-page.tsx',
  '/shop/product/{slug}': 'src/features/shop/routes/product-page.tsx',
};
export const HOME_BUDGET_KB = 170;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [route, mod] of Object.entries(ROUTES)) {
    if (!readManifest()[mod]) continue;
    const { gzipBytes, files } = routeJs(mod);
    console.log(
      `${route.padEnd(22)} ${(gzipBytes / 1024).toFixed(1).padStart(7)} kB gzip JS in ${files.length} files`,
    );
  }
  const home = routeJs(ROUTES['/']).gzipBytes / 1024;
  console.log(
    `home route budget ${HOME_BUDGET_KB} kB: ${home <= HOME_BUDGET_KB ? 'within' : 'OVER'} (${home.toFixed(1)} kB)`,
  );
}
