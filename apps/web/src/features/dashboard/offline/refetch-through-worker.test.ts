import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TRAINING_DETAIL_KEYS } from '../api/training-api';
import { refetchThroughWorker } from './refetch-through-worker';

/** When the service worker takes over, the programme on screen is fetched again, through it (decision 022). */
describe('refetchThroughWorker', () => {
  const [templateKey, coachingKey] = TRAINING_DETAIL_KEYS;

  it('asks again for a programme whose first fetch was still in flight (that fetch went around the worker)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calls: string[] = [];
    const pending: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: [coachingKey, 'c1'],
      queryFn: ({ signal }) =>
        new Promise<string>((resolve, reject) => {
          calls.push(`fetch ${calls.length + 1}`);
          pending.push(resolve);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const seen: (string | undefined)[] = [];
    const stop = observer.subscribe((r) => seen.push(r.data));
    await Promise.resolve();
    expect(calls).toEqual(['fetch 1']);

    const done = refetchThroughWorker(client);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['fetch 1', 'fetch 2']);
    pending[1]!('through the worker');
    await done;
    expect(client.getQueryData([coachingKey, 'c1'])).toBe('through the worker');
    stop();
  });

  it('asks again for a programme already shown, and leaves the other queries alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let programme = 0;
    let other = 0;
    const programmeObserver = new QueryObserver(client, {
      queryKey: [templateKey, 't1'],
      queryFn: async () => ++programme,
    });
    const otherObserver = new QueryObserver(client, { queryKey: ['cart'], queryFn: async () => ++other });
    const stops = [programmeObserver.subscribe(() => {}), otherObserver.subscribe(() => {})];
    await new Promise((r) => setTimeout(r, 0));
    expect([programme, other]).toEqual([1, 1]);

    await refetchThroughWorker(client);
    expect([programme, other]).toEqual([2, 1]);
    expect(client.getQueryData([templateKey, 't1'])).toBe(2);
    stops.forEach((s) => s());
  });
});
