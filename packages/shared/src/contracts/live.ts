import { z } from 'zod';
import { ORDER_STATUSES } from '../status/order';

/**
 * The live socket, GET /api/v1/live (a WebSocket): the client's first message authenticates it (a token never
 * goes in the URL, where logs and proxies keep it), then the server pushes the signed-in user's events.
 */

/** The only message a client sends, first, within LIVE_AUTH_TIMEOUT_MS of opening. */
export const liveAuthMessage = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });
export type LiveAuthMessage = z.infer<typeof liveAuthMessage>;

/** What the server pushes: `ready` once the token is accepted, then the user's events as they happen. */
export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** One of the user's orders moved (paid: Active; failed; cancelled; or payable again: Initiated). */
  z.object({ type: z.literal('order'), order_id: z.string(), status: z.enum(ORDER_STATUSES) }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/** Close codes: the token was missing, wrong or late (4401); the server restarts, reconnect (1012). */
export const LIVE_CLOSE = { unauthorised: 4401, restarting: 1012 } as const;
export const LIVE_AUTH_TIMEOUT_MS = 10_000;
