import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/**
 * Draws guest pages in worker threads (page-render-worker.mjs) with a bounded queue (decision 026): React's
 * render is synchronous CPU work, which on the main thread would hold up every API request behind it. When
 * every worker already has `queuePerWorker` pages to draw, `render` answers 'busy' at once and the caller
 * serves the plain app shell instead of making the visitor wait in line.
 */
export interface DrawnPage {
  html: string;
  state: unknown;
  title?: string;
}

export type RenderResult = DrawnPage | null | 'busy';

/** A drawing that takes longer than this is given up (the plain shell is served). */
const RENDER_TIMEOUT_MS = 10_000;
const WORKER_FILE = path.join(import.meta.dirname, 'page-render-worker.mjs');

type Pending = { resolve: (page: DrawnPage | null) => void; timer: NodeJS.Timeout };
type Message =
  | { type: 'ready' }
  | { type: 'fetch'; id: number; url: string }
  | { type: 'rendered'; id: number; page: DrawnPage | null; error?: string };

export function createPageRenderer(
  app: FastifyInstance,
  options: { serverBuildFile: string; workers: number; queuePerWorker: number },
) {
  let closing = false;
  let nextId = 0;
  const slots: { worker: Worker; pending: Map<number, Pending> }[] = [];

  /** The drawing's API calls, answered by this server's handler as a guest's (GET, no credentials). */
  const answer = async (worker: Worker, id: number, url: string) => {
    try {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      worker.postMessage({ type: 'answer', id, status: res.statusCode, body: res.body });
    } catch {
      worker.postMessage({ type: 'answer', id, status: 500, body: '{}' });
    }
  };

  const start = (index: number) => {
    const worker = new Worker(WORKER_FILE, { workerData: { serverBuildFile: options.serverBuildFile } });
    const slot = { worker, pending: new Map<number, Pending>() };
    slots[index] = slot;
    worker.on('message', (m: Message) => {
      if (m.type === 'fetch') void answer(worker, m.id, m.url);
      else if (m.type === 'rendered') {
        if (m.error) app.log.warn({ error: m.error }, 'server render failed');
        settle(slot, m.id, m.page);
      }
    });
    worker.on('error', (err) => app.log.error({ err }, 'page render worker failed'));
    worker.on('exit', () => {
      // Whatever it was drawing is served as the plain shell; a new worker takes its place.
      for (const id of [...slot.pending.keys()]) settle(slot, id, null);
      if (!closing) start(index);
    });
  };

  const settle = (slot: (typeof slots)[number], id: number, page: DrawnPage | null) => {
    const p = slot.pending.get(id);
    if (!p) return;
    slot.pending.delete(id);
    clearTimeout(p.timer);
    p.resolve(page);
  };

  for (let i = 0; i < options.workers; i++) start(i);

  return {
    /** The page drawn, null when it is not drawn on the server, or 'busy' when every worker's queue is full. */
    render(url: string): Promise<RenderResult> {
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      if (slot.pending.size >= options.queuePerWorker) return Promise.resolve('busy');
      const id = nextId++;
      return new Promise<DrawnPage | null>((resolve) => {
        const timer = setTimeout(() => {
          app.log.warn({ url }, 'server render timed out');
          settle(slot, id, null);
        }, RENDER_TIMEOUT_MS);
        slot.pending.set(id, { resolve, timer });
        slot.worker.postMessage({ type: 'render', id, url });
      });
    },
    /** Pages being drawn or waiting, over all workers. */
    inFlight: () => slots.reduce((n, s) => n + s.pending.size, 0),
    async close() {
      closing = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
