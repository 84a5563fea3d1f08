import { describe, expect, it } from 'vitest';
import { createFreshCache } from './fresh-cache';

/** The cache's clear (a catalogue change): nothing loaded before it is served after it. */
describe('fresh cache clear', () => {
  const cache = () => createFreshCache<string>({ freshMs: 60_000, staleMs: 60_000, maxEntries: 10 });

  it('drops kept pages: the next read draws again', async () => {
    const pages = cache();
    let drawings = 0;
    const draw = async () => `drawing ${++drawings}`;
    expect(await pages.get('/a', draw)).toBe('drawing 1');
    expect(await pages.get('/a', draw)).toBe('drawing 1');
    pages.clear();
    expect(await pages.get('/a', draw)).toBe('drawing 2');
  });

  it('does not keep a drawing that was under way when it cleared, nor make later reads wait for it', async () => {
    const pages = cache();
    let finishOld!: (html: string) => void;
    const old = pages.get('/a', () => new Promise<string>((resolve) => (finishOld = resolve)));
    pages.clear();
    expect(await pages.get('/a', async () => 'after the change')).toBe('after the change');
    finishOld('before the change');
    expect(await old).toBe('before the change'); // its own callers get it
    expect(await pages.get('/a', async () => 'another drawing')).toBe('after the change');
  });
});
