import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../test/shared-instances';
import { until } from '../../test/until';
import { redisEventBus } from './event-bus';

/**
 * The Redis event bus's lasting listeners (a cache's, `listen`): a server that starts while Redis is away still
 * hears what is published once Redis is back.
 */
const closers: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe('redis event bus: listen', () => {
  it('subscribes again once Redis comes back, and hears what is published then', async () => {
    const target = new URL(TEST_REDIS_URL);
    // In front of Redis: while `away`, every connection is closed at once (each SUBSCRIBE sent then fails).
    let away = true;
    const front = net.createServer((client) => {
      if (away) return client.destroy();
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      client.pipe(upstream).pipe(client);
      const close = () => (client.destroy(), upstream.destroy());
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => front.close(resolve)));
    const redis = new Redis({
      host: '127.0.0.1',
      port: (front.address() as net.AddressInfo).port,
      maxRetriesPerRequest: 1,
      retryStrategy: () => 50,
    });
    redis.on('error', () => undefined);
    const prefix = `oxs-test-${randomBytes(4).toString('hex')}:`;
    let errors = 0;
    const bus = redisEventBus(redis, prefix, () => (errors += 1));
    closers.push(
      () => redis.disconnect(),
      () => bus.close(),
    );
    const heard: unknown[] = [];
    bus.listen('catalogue', (payload) => heard.push(payload));
    // Long enough for the first SUBSCRIBE to have run out of retries.
    await until(
      async () => errors,
      (n) => n >= 5,
      10_000,
    );

    away = false; // Redis is back
    const publisher = new Redis(TEST_REDIS_URL);
    closers.push(() => publisher.quit());
    // Published until the bus hears one: it subscribes on its own once its connection is ready.
    await until(
      async () => {
        await publisher.publish(`${prefix}bus:catalogue`, JSON.stringify({ kind: 'product', id: 'p1' }));
        return heard.length;
      },
      (n) => n > 0,
      10_000,
    );
    expect(heard[0]).toEqual({ kind: 'product', id: 'p1' });
  });
});
