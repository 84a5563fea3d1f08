import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { localEventBus, redisEventBus, type EventBus } from '../lib/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared mode's Redis (REDIS_URL), or null when one process keeps everything in memory. */
    redis: Redis | null;
    /** Live events for sockets, across instances in shared mode (lib/event-bus.ts). */
    bus: EventBus;
  }
}

/** Logged at most this often while Redis stays unreachable (ioredis retries on its own meanwhile). */
const ERROR_LOG_EVERY_MS = 10_000;

/**
 * What instances share (decision 044): with REDIS_URL, one Redis connection for rate limits and publishing,
 * and the bus's own subscriber connection; without it, an in-process bus.
 */
export const sharedStatePlugin = fp(
  async (app: FastifyInstance) => {
    // What a committed transaction announced (db/announce.ts) goes out on the bus.
    app.database.onAnnouncement(({ topic, payload }) => {
      app.bus.publish(topic, payload).catch((err: unknown) => {
        app.log.error({ err, topic }, 'could not publish an announcement');
      });
    });
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      app.decorate('bus', localEventBus());
      app.addHook('onClose', async () => app.bus.close());
      return;
    }
    const redis = new Redis(url, {
      // A request that needs Redis fails soon, rather than waiting in a queue, while Redis is away.
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    let lastLogged = 0;
    const onError = (err: Error) => {
      app.metrics.redisErrors.inc();
      if (Date.now() - lastLogged < ERROR_LOG_EVERY_MS) return;
      lastLogged = Date.now();
      app.log.error({ err }, 'redis: connection error');
    };
    redis.on('error', onError);
    app.decorate('redis', redis);
    app.decorate('bus', redisEventBus(redis, app.config.REDIS_PREFIX, onError));
    app.addHook('onClose', async () => {
      await app.bus.close();
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state', dependencies: ['metrics'] },
);
