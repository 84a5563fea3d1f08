import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * A small stand-in for apps/web/dist, shaped as Vite writes it, and the server build beside it
 * (apps/web/dist-ssr/entry-server.js) with a route table and, when given, a render. Returns the dist folder;
 * its parent holds both.
 */
/** The route table the server build exports (apps/web/src/app/page-table.ts), cut down. */
const PAGE_TABLE = [
  { path: '/template', modules: ['src/features/templates/routes/template-search-page.tsx'], ssr: true },
  { path: '/template/:slug', modules: ['src/features/templates/routes/template-detail-page.tsx'], ssr: true },
  { path: '/shop/product/:slug', modules: ['src/features/shop/routes/product-page.tsx'], ssr: true },
  {
    path: '/coaching/:slug',
    modules: ['src/features/programmes/routes/coaching-detail-page.tsx'],
    ssr: true,
  },
  {
    path: '/consultation/:slug',
    modules: ['src/features/programmes/routes/consultation-detail-page.tsx'],
    ssr: true,
  },
];

export function fakeBuild(renderer?: string) {
  const base = mkdtempSync(path.join(tmpdir(), 'oxs-web-'));
  const dir = path.join(base, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>OxStrength</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '</head><body><!--splash--><div id="splash">logo</div><!--/splash--><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<div id="root"></div></body></html>',
  );
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-1.js'],
      css: ['assets/index-1.css'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'], css: ['assets/card-1.css'] },
    'src/features/templates/routes/template-detail-page.tsx': {
      file: 'assets/template-detail-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_card-1.js'],
    },
  };
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  const js = 'export const answer = 42;\n'.repeat(100);
  writeFileSync(path.join(dir, 'assets/index-1.js'), js);
  writeFileSync(path.join(dir, 'assets/index-1.js.br'), brotliCompressSync(js));
  mkdirSync(path.join(base, 'dist-ssr'));
  writeFileSync(
    path.join(base, 'dist-ssr/entry-server.js'),
    `${renderer ?? ''}\nexport const pageTable = ${JSON.stringify(PAGE_TABLE)};\n`,
  );
  return dir;
}
