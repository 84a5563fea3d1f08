// Development: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api to the API).
import { spawn } from 'node:child_process';

const procs = [
  spawn('npm', ['run', 'dev', '-w', '@oxstrength/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@oxstrength/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => { if (code) { stop(); process.exit(code); } }));
