// The Node these scripts run on: the project's own (the npm package `node`, which `npm install` puts in
// node_modules/.bin, first on the PATH of npm scripts; decision 031). Prints it, and stops with a clear message
// when it is older than .nvmrc says (the project's Node not installed, or a script run with the machine's
// `node` instead of through npm).
import { readFileSync } from 'node:fs';

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const [major] = process.versions.node.split('.').map(Number);
if (major < Number(wanted.split('.')[0])) {
  console.error(
    `Node ${process.version} (${process.execPath}) is older than the Node ${wanted} this project runs on.\n` +
      `Run \`npm install\` (it installs Node ${wanted} into node_modules), then run scripts through npm (\`npm start\`).`,
  );
  process.exit(1);
}
console.log(`Node ${process.version} (${process.execPath})`);
