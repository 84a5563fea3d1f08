// Builds the web app when apps/web/dist is missing, so `npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist/index.html');
if (existsSync(dist)) {
  console.log('web app already built (apps/web/dist); `npm run build` rebuilds it');
} else {
  console.log('building the web app (first start)...');
  execSync('npm run build -w @oxstrength/web', { stdio: 'inherit' });
}
