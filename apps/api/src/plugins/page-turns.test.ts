import { describe, expect, it } from 'vitest';
import { createPageTurns } from './page-turns';

describe('page turns', () => {
  it('write at most perTurn pages per pass of the event loop, the loop doing its other work in between', async () => {
    const turns = createPageTurns({ perTurn: 2, maxWaiting: 100 });
    const order: string[] = [];
    const pages = [0, 1, 2, 3, 4].map((i) => turns.next().then(() => order.push(`page ${i}`)));
    // Work the loop finds after the pages asked (an API request's next step) waits behind two pages, not five.
    setImmediate(() => order.push('api'));
    await Promise.all(pages);
    expect(order).toEqual(['page 0', 'page 1', 'api', 'page 2', 'page 3', 'page 4']);
    expect(turns.waiting()).toBe(0);
  });

  it('let a page go at once when too many wait', async () => {
    const turns = createPageTurns({ perTurn: 1, maxWaiting: 2 });
    const order: string[] = [];
    const waited = [turns.next(), turns.next()].map((p, i) => p.then(() => order.push(`waited ${i}`)));
    await turns.next().then(() => order.push('at once'));
    await Promise.all(waited);
    expect(order).toEqual(['at once', 'waited 0', 'waited 1']);
  });
});
