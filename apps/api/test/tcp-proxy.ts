import net from 'node:net';

/**
 * A TCP proxy in front of a real PostgreSQL server that a test can stall (bytes stop flowing both ways and new
 * connections are accepted but never answered, as with a hung server or a dropped network) or cut (every
 * connection closed, as when the server dies), and heal again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let stalled = false;
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  const waiting = new Set<net.Socket>();

  const connect = (client: net.Socket) => {
    const server = net.connect(target.port, target.host);
    const pair = { client, server };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        // While stalled the bytes are dropped: the other side waits for an answer that never comes.
        if (!stalled) to.write(chunk);
      });
    forward(client, server);
    forward(server, client);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('close', close).on('error', close);
    server.on('close', close).on('error', close);
  };

  const proxy = net.createServer((client) => {
    if (stalled) {
      waiting.add(client);
      client.on('close', () => waiting.delete(client)).on('error', () => client.destroy());
      return;
    }
    connect(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as net.AddressInfo).port;

  return {
    port,
    stall() {
      stalled = true;
    },
    /** Closes every connection through the proxy (the database went away); new ones still pass. */
    cut() {
      for (const p of pairs) {
        p.client.destroy();
        p.server.destroy();
      }
    },
    heal() {
      stalled = false;
      // A stalled connection lost bytes: it cannot be trusted again, so it is closed.
      this.cut();
      for (const client of waiting) client.destroy();
      waiting.clear();
    },
    async close() {
      this.heal();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
