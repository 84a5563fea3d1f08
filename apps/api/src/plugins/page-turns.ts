/**
 * Page replies take their turn behind the API (decision 026). Node answers every request that arrived in one
 * pass of its event loop before it reads anything again, so under a crowd of page visitors an API request (or
 * its next database answer) waits behind dozens of page replies in each pass, and a request that needs three
 * database round trips waits three times. Here a page reply waits for the loop's check phase (setImmediate),
 * and at most `perTurn` of them are written per pass: the rest go in the next passes, after the loop has read
 * the network again. A page waits no longer in all (the same main thread writes the same pages), but the API
 * waits behind a few pages, not a crowd of them.
 *
 * Past `maxWaiting` pages waiting, a page goes at once, as without turns: a queue that cannot grow forever.
 */
export function createPageTurns(options: { perTurn: number; maxWaiting: number }) {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  const pass = () => {
    scheduled = false;
    for (const go of waiting.splice(0, options.perTurn)) go();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pass);
  };

  return {
    /** Resolves when this page may be written. */
    next(): Promise<void> {
      if (waiting.length >= options.maxWaiting) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
    waiting: () => waiting.length,
  };
}
