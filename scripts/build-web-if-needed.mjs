// Builds the web app when its build (apps/web/dist, and the server's render in apps/web/dist-ssr) is missing,
// so `npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '../apps/web');
const built = ['dist/index.html', 'dist-ssr/entry-server.js'].every((f) => existsSync(path.join(web, f)));
if (built) {
  console.log('web app already built (apps/web/dist); `npm run build` rebuilds it');
} else {
  console.log('building the web app (first start)...');
  execSync('npm run build -w @oxstrength/web', { stdio: 'inherit' });
}
