// Development: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api to the API).
import { spawn } from 'node:child_process';
import './check-node.mjs';

// Like `npm start`, development runs the built-in sandboxes for providers without live credentials.
const procs = [
  spawn('npm', ['run', 'dev', '-w', '@oxstrength/api'], {
    stdio: 'inherit',
    env: { ...process.env, SANDBOX: process.env.SANDBOX ?? 'on' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@oxstrength/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
