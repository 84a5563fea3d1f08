import { createRequire } from 'node:module';

// The `ws` client (a dependency of @fastify/websocket, which ships no types here): the part these tests use.
interface WsClient {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
  send(data: string): void;
  close(): void;
}
const WebSocketClient = createRequire(import.meta.url)('ws') as new (url: string) => WsClient;

/**
 * A WebSocket as a page would hold one: `next` resolves with the next JSON message (failing after `withinMs`),
 * `closed` with the close code.
 */
export async function openSocket(url: string) {
  const socket = new WebSocketClient(url);
  const received: unknown[] = [];
  const waiting: ((m: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString('utf8')) as unknown;
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else received.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  return {
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    next: (withinMs = 5000) =>
      new Promise<unknown>((resolve, reject) => {
        if (received.length > 0) return resolve(received.shift());
        const timer = setTimeout(
          () => reject(new Error(`no socket message within ${withinMs} ms`)),
          withinMs,
        );
        waiting.push((m) => {
          clearTimeout(timer);
          resolve(m);
        });
      }),
    closed,
    close: () => socket.close(),
  };
}
