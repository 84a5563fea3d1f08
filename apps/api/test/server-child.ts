import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config/env';
import type { DatabaseOptions } from '../src/db/client';

/** The configuration of a server child (a test's own process of the app): sandboxed, silent, `env` on top. */
export const childConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    SANDBOX: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://localhost:3000',
    ...env,
  });

/** Forks the server child `file` (in test/) on `database` with `config`; it reads them with childSetup. */
export const forkServer = (file: string, database: DatabaseOptions, config: Config) =>
  fork(path.resolve(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      SERVER_DATABASE: JSON.stringify(database),
      SERVER_CONFIG: JSON.stringify(config),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** In a server child: the database and configuration its parent forked it with (forkServer). */
export function childSetup(): { database: DatabaseOptions; config: Config } {
  if (!process.send) throw new Error(`${path.basename(process.argv[1] ?? 'this')} is started by a test`);
  return {
    database: JSON.parse(process.env.SERVER_DATABASE!) as DatabaseOptions,
    config: JSON.parse(process.env.SERVER_CONFIG!) as Config,
  };
}
