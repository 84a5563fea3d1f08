import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Events that sockets listen for (the live socket, the Fonepay sandbox's QR socket). A topic is a string such as
 * `user:<id>`; a payload is anything JSON can carry. `publish` reaches every subscriber of the topic on every
 * instance when the bus is Redis's (REDIS_URL), and this process's subscribers otherwise.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * Calls `listener` with each payload published on `topic` from once it resolves (the subscription is made);
   * it rejects while Redis is away. The function it resolves with stops it.
   */
  subscribe(topic: string, listener: (payload: unknown) => void): Promise<() => void>;
  /**
   * The same for a listener the server keeps all its life (a cache's): it never fails, and while Redis is away
   * the subscription is made again each time Redis comes back.
   */
  listen(topic: string, listener: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

/** One process: a plain emitter. */
export function localEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (topic, payload) => {
      emitter.emit(topic, payload);
    },
    subscribe: async (topic, listener) => {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    listen: (topic, listener) => {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several instances: Redis pub/sub. A subscribed Redis connection can do nothing else, so the bus keeps one
 * of its own (a copy of `redis`'s settings) and subscribes a topic once however many local sockets listen.
 * `prefix` keeps apart the deployments (or test runs) that share one Redis.
 */
export function redisEventBus(redis: Redis, prefix: string, onError: (err: Error) => void): EventBus {
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const channel = (topic: string) => `${prefix}bus:${topic}`;
  /** Per topic with local listeners: the SUBSCRIBE, which a second listener also waits for. */
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('message', (name: string, message: string) => {
    if (!name.startsWith(`${prefix}bus:`)) return;
    local.emit(name.slice(prefix.length + 4), JSON.parse(message));
  });
  /** The topics of `listen`: subscribed again whenever the connection is ready (a failed SUBSCRIBE included). */
  const kept = new Set<string>();
  const keep = (topic: string) => void subscriber.subscribe(channel(topic)).catch(() => undefined);
  subscriber.on('ready', () => kept.forEach(keep));
  const unsubscribeIfUnheard = (topic: string) => {
    if (local.listenerCount(topic) > 0) return;
    subscribed.delete(topic);
    kept.delete(topic);
    void subscriber.unsubscribe(channel(topic)).catch(() => undefined);
  };
  return {
    publish: async (topic, payload) => {
      await redis.publish(channel(topic), JSON.stringify(payload));
    },
    subscribe: async (topic, listener) => {
      local.on(topic, listener);
      let done = subscribed.get(topic);
      if (!done) {
        done = subscriber.subscribe(channel(topic));
        subscribed.set(topic, done);
      }
      try {
        await done;
      } catch (err) {
        local.off(topic, listener);
        if (subscribed.get(topic) === done) subscribed.delete(topic);
        throw err;
      }
      return () => {
        local.off(topic, listener);
        unsubscribeIfUnheard(topic);
      };
    },
    listen: (topic, listener) => {
      local.on(topic, listener);
      kept.add(topic);
      keep(topic);
      return () => {
        local.off(topic, listener);
        unsubscribeIfUnheard(topic);
      };
    },
    close: async () => {
      local.removeAllListeners();
      subscriber.disconnect();
    },
  };
}
