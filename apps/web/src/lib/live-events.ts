import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIVE_CLOSE, liveEvent } from '@oxstrength/shared/contracts/live';
import { readToken } from './session-storage';

/** Waits before reconnecting: doubling from the first, up to the last. */
const RECONNECT_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * The signed-in user's live socket (GET /api/v1/live) while `enabled`: the token goes in the first message,
 * never the URL. An order that moves makes its queries read again (['order', id] and the order lists), so a
 * page showing it follows without polling. A dropped socket (a deploy's 1012, a network change) reconnects;
 * a refused token (4401) does not. `listening` is true while the server has said `ready`: a page may stop
 * polling then, and should read once when it turns true (anything that moved before it was missed).
 */
export function useLiveEvents(enabled: boolean): { listening: boolean } {
  const queryClient = useQueryClient();
  const [listening, setListening] = useState(false);

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const connect = () => {
      const token = readToken();
      if (!token || stopped) return;
      const origin = window.location.origin.replace(/^http/, 'ws');
      socket = new WebSocket(`${origin}/api/v1/live`);
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'auth', token }));
      socket.onmessage = (message) => {
        let data: unknown;
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const event = liveEvent.safeParse(data);
        if (!event.success) return;
        if (event.data.type === 'ready') {
          attempt = 0;
          setListening(true);
          void queryClient.invalidateQueries({ queryKey: ['order'] });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ['order', event.data.order_id] });
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
      };
      socket.onclose = (closed) => {
        setListening(false);
        if (stopped || closed.code === LIVE_CLOSE.unauthorised) return;
        retry = setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
      setListening(false);
    };
  }, [enabled, queryClient]);

  return { listening };
}
