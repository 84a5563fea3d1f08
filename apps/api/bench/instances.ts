/**
 * BENCH_ONLY=instances (issue 33): the catalogue list through nginx with two instances against one, as
 * `npm run start:instances` deploys them, on one PostgreSQL database and the machine's Redis.
 *
 * It creates a database oxs_bench_<random>, migrates and seeds it (the catalogue topped up to BENCH_MIN_ROWS
 * published templates and products, default 120), then starts both deployments side by side in production mode
 * (`start:instances --count 1` and `--count 2`, each with its own nginx, port and Redis prefix; logs at warn), so
 * the runs alternate between them on the same machine: wrk (Debian's; one thread, 50 connections, BENCH_SECONDS = 10 s per run,
 * BENCH_ROUNDS = 3 runs per deployment in rotating order, after a 3 s warm-up each) against GET
 * /api/v1/products?resultsPerPage=8&sort=cheap through nginx. It prints req/s and p99 per deployment, the ratio,
 * and where the CPU went during each deployment's runs (its instances, nginx, PostgreSQL, Redis, the load
 * generator; in % of one core), then stops everything and drops the database. Exit code 1 when two instances
 * serve fewer than 1.15 times the requests per second of one, or their p99 is worse.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';
import { LIVE_PROVIDERS } from '../test/live-providers';
import { topUpCatalogue } from './bench-data';
import { ADMIN_URL, admin, withDatabase } from './harness';
import { machineBusyMs, pidsNamed, processCpuMs } from './pages-cpu';
import { load } from './route-runs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const MIN_ROWS = Number(process.env.BENCH_MIN_ROWS ?? 120);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 50;
const ENDPOINT = '/api/v1/products?resultsPerPage=8&sort=cheap';
const RATIO_BUDGET = 1.15;
const root = path.resolve(import.meta.dirname, '../../..');

/** One deployment: `start:instances --count n` on its own port, data folder and Redis prefix. */
function deploy(n: number, url: string, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `oxs-bench-instances-${n}-`));
  const prefix = `oxs-bench-${randomBytes(4).toString('hex')}:`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/start-instances.mjs'), '--count', String(n)],
    {
      cwd: root,
      env: {
        ...process.env,
        ...LIVE_PROVIDERS,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        APP_URL: `http://127.0.0.1:${port}`,
        // The API alone is measured: an empty web folder (nothing to build).
        WEB_DIST_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ready = (async () => {
    const end = Date.now() + 240_000;
    while (Date.now() < end) {
      if (child.exitCode !== null) throw new Error(`start:instances --count ${n} exited:\n${out}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const info = JSON.parse(readFileSync(path.join(dataDir, 'nginx/instances.json'), 'utf8')) as {
      nginx: number;
      instances: { pid: number }[];
    };
    return info;
  })();
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  const clearRedis = async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  };
  /** The end of nginx's error log (printed when a run had errors). */
  const nginxErrors = () => {
    try {
      return readFileSync(path.join(dataDir, 'nginx/error.log'), 'utf8').split('\n').slice(-8).join('\n');
    } catch {
      return '';
    }
  };
  return { n, port, ready, stop, clearRedis, nginxErrors, output: () => out };
}

type Deployment = ReturnType<typeof deploy>;

/** CPU time of each group of processes during `fn` (which answers the load generator's own), in ms. */
async function cpuDuring(instancePids: number[], fn: () => Promise<number>) {
  const groups = {
    instances: () => instancePids,
    nginx: () => pidsNamed('nginx'),
    postgres: () => pidsNamed('postgres'),
    redis: () => pidsNamed('redis-server'),
  };
  const sample = () => {
    const byGroup: Record<string, Map<number, number>> = {};
    for (const [name, pids] of Object.entries(groups))
      byGroup[name] = new Map(pids().map((pid) => [pid, processCpuMs(pid)]));
    return byGroup;
  };
  const before = sample();
  const busy = machineBusyMs();
  const loadGeneratorMs = await fn();
  const after = sample();
  const used: Record<string, number> = {};
  for (const name of Object.keys(groups)) {
    used[name] = 0;
    // Processes present at both ends (a postgres backend that started during the run counts from 0).
    for (const [pid, ms] of after[name]!) used[name] += ms - (before[name]!.get(pid) ?? 0);
  }
  used['load generator'] = loadGeneratorMs;
  used['machine busy'] = machineBusyMs() - busy;
  return used;
}

/** wrk (Debian's package): a load generator in C, so that it takes little of the two cores it shares. */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((f) => existsSync(f));

const toMs = (value: string) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!m) throw new Error(`wrk: cannot read the latency ${value}`);
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
};

/**
 * One run of wrk (one thread, CONNECTIONS connections) against the deployment: requests per second, p99, the
 * requests in all and wrk's own CPU time (bash's `times` after it). Any error or non-2xx reply fails the run.
 */
async function run(d: Deployment, seconds: number) {
  const url = `http://127.0.0.1:${d.port}${ENDPOINT}`;
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      'bash',
      ['-c', `"${WRK}" -t1 -c${CONNECTIONS} -d${seconds}s --latency "${url}"; times`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
    );
  });
  const field = (re: RegExp) => re.exec(out)?.[1];
  const rps = Number(field(/Requests\/sec:\s+([\d.]+)/));
  const total = Number(field(/(\d+) requests in/));
  const p99 = toMs(field(/ 99%\s+(\S+)/) ?? '');
  const problems = [field(/(Non-2xx or 3xx responses: \d+)/), field(/(Socket errors: .*)/)].filter(Boolean);
  if (problems.length || !rps)
    throw new Error(
      `${d.n} instance(s): ${problems.join('; ') || 'no figures'}\n${out}\nnginx's error log ends:\n` +
        `${d.nginxErrors()}\nthe deployment's output ends:\n${d.output().slice(-2000)}`,
    );
  // `times`: the shell's own user and system time, then its children's (wrk's).
  const [, children] = out.trim().split('\n').slice(-2);
  const [user, system] = (children ?? '').split(' ').map((t) => {
    const m = /(\d+)m([\d.]+)s/.exec(t);
    return m ? Number(m[1]) * 60_000 + Number(m[2]) * 1000 : 0;
  });
  return { rps, p99, total, loadGeneratorMs: user! + system! };
}

/** The instances run; true when within budget. */
export async function instancesBench(): Promise<boolean> {
  if (!WRK) throw new Error('the instances run needs wrk (Debian: apt-get install -y wrk)');
  const name = `oxs_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(ADMIN_URL, name);
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const deployments: Deployment[] = [];
  try {
    console.log(`database ${name}: migrating and seeding...`);
    const database = await openDatabase({ url, poolMax: 4 });
    try {
      await database.migrate();
      await seedDatabase(database.db);
      const counts = await topUpCatalogue(database.db, MIN_ROWS);
      console.log(`catalogue: ${counts.products} published products`);
    } finally {
      await database.close();
    }
    const basePort = 20_000 + Math.floor(Math.random() * 20_000);
    // One after the other: each start builds the API into the same folder first.
    const infos = [];
    for (const [n, port] of [
      [1, basePort],
      [2, basePort + 10],
    ]) {
      const d = deploy(n!, url, port!);
      deployments.push(d);
      infos.push(await d.ready);
    }
    console.log(
      `${availableParallelism()} cores, load average ${load()} before the runs\n` +
        `GET ${ENDPOINT} through nginx, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} runs per ` +
        'deployment in rotating order after a 3 s warm-up each (figures: means over the runs); production mode, ' +
        'logs at warn, both deployments up all along\n',
    );
    for (const d of deployments) await run(d, 3);
    const results = deployments.map(() => ({
      rps: [] as number[],
      p99: [] as number[],
      cpu: [] as Record<string, number>[],
    }));
    for (let round = 0; round < ROUNDS; round++) {
      for (let j = 0; j < deployments.length; j++) {
        const i = (round + j) % deployments.length;
        const d = deployments[i]!;
        let r!: Awaited<ReturnType<typeof run>>;
        const cpu = await cpuDuring(
          infos[i]!.instances.map((p) => p.pid),
          async () => {
            r = await run(d, SECONDS);
            return r.loadGeneratorMs;
          },
        );
        results[i]!.rps.push(r.rps);
        results[i]!.p99.push(r.p99);
        results[i]!.cpu.push(cpu);
        console.log(
          `  run ${round + 1}, ${d.n} instance(s): ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms ` +
            `(${r.total} requests)`,
        );
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const figures = results.map((r) => ({
      rps: mean(r.rps),
      p99: mean(r.p99),
      spread: (Math.max(...r.rps) - Math.min(...r.rps)) / mean(r.rps),
      cpu: Object.fromEntries(Object.keys(r.cpu[0]!).map((k) => [k, mean(r.cpu.map((c) => c[k]!))])),
    }));
    console.log('');
    for (const [i, d] of deployments.entries()) {
      const f = figures[i]!;
      const wallMs = SECONDS * 1000;
      const cores = Object.entries(f.cpu)
        .map(([k, ms]) => `${k} ${((ms / wallMs) * 100).toFixed(0)}%`)
        .join(', ');
      console.log(
        `${d.n} instance(s): ${f.rps.toFixed(0).padStart(6)} req/s (runs within ${(f.spread * 100).toFixed(1)}% of ` +
          `each other)   p99 ${f.p99.toFixed(1)} ms\n  CPU per run, in % of one core: ${cores}`,
      );
    }
    const [one, two] = figures as [(typeof figures)[0], (typeof figures)[0]];
    const ratio = two.rps / one.rps;
    const within = ratio >= RATIO_BUDGET && two.p99 <= one.p99;
    console.log(
      `\n2 instances / 1: ${ratio.toFixed(2)}x the requests per second (budget ${RATIO_BUDGET}x), p99 ` +
        `${two.p99.toFixed(1)} ms against ${one.p99.toFixed(1)} ms (budget: not worse)\n` +
        (within ? 'within budget' : 'BELOW BUDGET'),
    );
    return within;
  } finally {
    for (const d of deployments) {
      await d.stop();
      await d.clearRedis().catch(() => undefined);
    }
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    console.log(`database ${name} dropped`);
  }
}
