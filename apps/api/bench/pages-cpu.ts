import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in 1/100 s on Linux

/** CPU time (ms) of a process's threads, its main thread (tid = pid) apart from the others. */
function threadCpu(pid: number) {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(f[11]) + Number(f[12])) * TICK_MS;
    if (Number(tid) === pid) main += ms;
    else others += ms;
  }
  return { main, others };
}

/** The machine's busy CPU time (ms, all cores) from /proc/stat. */
function machineBusy() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = f.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
}

/**
 * Samples the server's and the machine's CPU time; `split` gives, since the sample, the server's main thread,
 * its other threads (the page-render worker, GC helpers, the compressing thread pool), and the machine's busy
 * time in all, in ms, with the wall time.
 */
export function cpuSample(serverPid: number) {
  const started = performance.now();
  const server = threadCpu(serverPid);
  const busy = machineBusy();
  return {
    split() {
      const now = threadCpu(serverPid);
      return {
        wallMs: performance.now() - started,
        serverMainMs: now.main - server.main,
        serverOtherMs: now.others - server.others,
        machineBusyMs: machineBusy() - busy,
      };
    },
  };
}

/** CPU time (ms) a process has used so far, all its threads; 0 once it is gone. */
export function processCpuMs(pid: number) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The ids of the machine's processes whose command is `name` (postgres, nginx, redis-server). */
export function pidsNamed(name: string) {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/** The machine's busy CPU time (ms, all cores) so far. */
export const machineBusyMs = machineBusy;
