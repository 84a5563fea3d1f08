import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { configuredPool, openDatabase } from '../src/db/client';
import { childDatabaseUrl, runChild, serveParent } from './app-child';
import { benchConfig } from './harness';

/**
 * Child process of bench/pages.ts: the real app serving the built web app (server-drawn pages included) on a
 * loopback port, on the database in BENCH_DATABASE_URL. Answers 'delay-reset' and 'delay' with its event loop's
 * delay (ms) since the last reset. With BENCH_PROFILE_DIR, 'profile-start' and 'profile-stop' record the main
 * thread's CPU profile in between into that folder (pages-run.cpuprofile, for Chrome's DevTools).
 */
async function main() {
  const url = childDatabaseUrl('pages-server.ts', 'pages.ts');
  const config = benchConfig(url);
  const database = await openDatabase({ url, ...configuredPool(config) });
  const app = await buildApp({ config, database, serveWeb: true, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();

  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const profiler = new Session();
  const startProfile = async () => {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    process.send!('profiling');
  };
  const stopProfile = async () => {
    const { profile } = await profiler.post('Profiler.stop');
    const file = path.resolve(process.env.BENCH_PROFILE_DIR ?? '.', 'pages-run.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));
    profiler.disconnect();
    process.send!(file);
  };
  serveParent([app, database], (m) => {
    if (m === 'profile-start') void startProfile();
    else if (m === 'profile-stop') void stopProfile();
    else if (m === 'delay-reset') {
      delay.reset();
      process.send!('reset');
    } else if (m === 'delay')
      process.send!({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) });
  });
  process.send!({ port: (app.server.address() as { port: number }).port });
}

runChild(main);
