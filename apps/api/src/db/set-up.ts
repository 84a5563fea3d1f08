import type { Database } from './client';
import { seedDatabase } from './seed/seed';

/**
 * Migrates the database and seeds it (reference data; with `demo` the demo data too), once: servers starting
 * together on one database take turns on an advisory lock, and each after the first finds nothing to do.
 * Returns whether the demo data was seeded by this call.
 */
export async function setUpDatabase(database: Database, { demo }: { demo: boolean }): Promise<boolean> {
  const done = await database.alone(
    'migrate and seed',
    async () => {
      await database.migrate();
      return seedDatabase(database.db, { demo });
    },
    { wait: true },
  );
  return done.ran && done.value;
}
