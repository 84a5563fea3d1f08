import type { FastifyInstance } from 'fastify';
import type { CatalogueKind } from '@oxstrength/shared/schemas/staff-orders';
import type { Tx } from '../db/client';
import { announce } from '../db/announce';

/**
 * The bus topic on which a committed change to a catalogue item (published or hidden, priced, restocked; later
 * edited) is announced. The drawn-page cache of every instance listens and drops what it drew (plugins/web.ts),
 * so a guest never sees an item as it was before a staff change for longer than one drawing.
 */
export const CATALOGUE_TOPIC = 'catalogue';

/** Announces, once `tx` commits, that the item changed. Every staff write to a catalogue item calls it. */
export function catalogueChanged(tx: Tx, kind: CatalogueKind, id: string) {
  announce(tx, CATALOGUE_TOPIC, { kind, id });
}

/** Clears `cache` whenever an item changes on any instance, for as long as the server runs. */
export function clearOnCatalogueChange(app: FastifyInstance, cache: { clear(): void }) {
  const stop = app.bus.listen(CATALOGUE_TOPIC, () => cache.clear());
  app.addHook('onClose', async () => stop());
}
