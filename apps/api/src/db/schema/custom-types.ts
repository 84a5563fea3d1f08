import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text search vector (kept as a generated column). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
