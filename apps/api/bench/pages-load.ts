import { fork } from 'node:child_process';
import path from 'node:path';
import type autocannon from 'autocannon';

type Options = Parameters<typeof autocannon>[0];
export type LoadResult = { result: Awaited<ReturnType<typeof autocannon>>; cpuMs: number };

/**
 * Starts a load generator for the page run in a process of its own (pages-load-child.ts) and waits until it
 * is ready; `run` sends it its options and resolves with autocannon's result and the generator's CPU time.
 */
export async function startLoad() {
  const child = fork(path.join(import.meta.dirname, 'pages-load-child.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`load generator exited with code ${code}`)));
  });
  return {
    run: (options: Options) =>
      new Promise<LoadResult>((resolve, reject) => {
        child.once('message', (m) => resolve(m as LoadResult));
        child.once('exit', (code) => reject(new Error(`load generator exited with code ${code}`)));
        child.send(options);
      }),
  };
}

/** One autocannon run in its own process. */
export const load = async (options: Options) => (await startLoad()).run(options);
