import autocannon from 'autocannon';

/**
 * Child process of bench/pages.ts: one autocannon load in a process of its own, so that the time one load
 * generator spends sending is not charged as server latency to the other (in one process both share one event
 * loop: a carts reply waits there behind thousands of page replies being read). Waits for its options as its
 * first message, runs them, and answers with the result and this process's own CPU time (ms).
 */
process.once('message', (options: Parameters<typeof autocannon>[0]) => {
  const cpu = process.cpuUsage();
  void autocannon(options).then((result) => {
    const used = process.cpuUsage(cpu);
    process.send!({ result, cpuMs: Math.round((used.user + used.system) / 1000) });
    process.disconnect?.();
  });
});
process.send!('ready');
