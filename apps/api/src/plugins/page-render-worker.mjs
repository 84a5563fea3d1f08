// A worker thread that draws guest pages with the web app's server build (apps/web/dist-ssr/entry-server.js),
// so React's synchronous render never blocks the API's event loop (decision 026). The page's API calls go back
// to the main thread, which answers them with its own handler (app.inject), as a guest's would be.
// Plain JavaScript: it runs as it is under tsx (development) and in the compiled server.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

// Drawing is background work beside the API: on Linux this thread alone gets a lower CPU priority (nice 10;
// a thread's nice value is its own there), so on a machine with few cores the kernel runs the API's main
// thread first, and the drawing gets the time left. Elsewhere (no /proc/thread-self) it keeps the default.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // not Linux, or not allowed: drawing at the same priority as the API
}

const build = await import(pathToFileURL(workerData.serverBuildFile).href);
const waiting = new Map();
let nextCall = 0;

/** fetch for the drawing: the main thread answers with its own handler. */
const transport = (input) =>
  new Promise((resolve) => {
    const id = nextCall++;
    waiting.set(id, resolve);
    parentPort.postMessage({ type: 'fetch', id, url: String(input) });
  });

parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const resolve = waiting.get(message.id);
    waiting.delete(message.id);
    resolve?.(
      new Response(message.body, { status: message.status, headers: { 'content-type': 'application/json' } }),
    );
    return;
  }
  if (message.type === 'render') {
    try {
      const page = (await build.renderPage?.(message.url, transport)) ?? null;
      parentPort.postMessage({ type: 'rendered', id: message.id, page });
    } catch (err) {
      parentPort.postMessage({
        type: 'rendered',
        id: message.id,
        page: null,
        error: String(err?.stack ?? err),
      });
    }
  }
});
parentPort.postMessage({ type: 'ready' });
