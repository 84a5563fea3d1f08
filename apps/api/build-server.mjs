// Builds the API to JavaScript for production (decision 027): src/server.ts and src/create-admin.ts, each with
// the API's own code and @oxstrength/shared bundled into apps/api/dist, every npm package left to node_modules.
// `npm run start:production` runs dist/server.js with plain Node: no TypeScript loader at run time.
import path from 'node:path';
import { build } from 'esbuild';

const api = import.meta.dirname;
const outdir = path.join(api, 'dist');

/**
 * The source finds its neighbours (migrations, reference data, the page-render worker, the repository root) from
 * its own folder. In the bundle every file lives in dist/, so each file's `import.meta.dirname` is rewritten to
 * the folder it came from, relative to dist/: the paths stay right wherever the checkout is.
 */
const ownFolder = {
  name: 'own-folder',
  setup(b) {
    b.onLoad({ filter: /\/apps\/api\/src\/.*\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      const from = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${from}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** npm packages stay external (resolved from node_modules at run time); the workspace's shared code is bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@oxstrength/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
await build({
  entryPoints: [path.join(api, 'src/server.ts'), path.join(api, 'src/create-admin.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [ownFolder, packagesExternal],
});
console.log(
  `API built to ${path.relative(process.cwd(), outdir) || outdir} in ${Math.round(performance.now() - started)} ms`,
);
