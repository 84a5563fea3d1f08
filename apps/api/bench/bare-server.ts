import Fastify from 'fastify';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/db/client';
import { productPageQueries } from '../src/features/products/products.repository';
import { templatePageQueries } from '../src/features/templates/templates.repository';
import { listenOnLoopback } from './harness';

/**
 * The baseline: plain Fastify and a pg Pool running the very SQL the repositories build for the two benchmarked
 * lists (taken once from Drizzle's toSQL()), replying with the rows as pg returns them. No validation, no mapping,
 * no response schema: what the app is measured against. `named` sends them as named statements, parsed once per
 * connection like the app's prepared ones; otherwise as plain parameterised queries.
 */
export async function startBareServer(url: string, db: Db, poolMax: number, named: boolean) {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  const { templates, products } = benchmarkedQueries(db);

  const app = Fastify({ logger: false });
  const list = (name: string, q: Statements) => {
    const rows = q.rows.toSQL();
    const total = q.total.toSQL();
    return async (request: { query: unknown }) => {
      const query = request.query as { page?: string; resultsPerPage?: string };
      const page = Math.max(1, Number(query.page ?? 1) || 1);
      const size = Math.min(100, Math.max(1, Number(query.resultsPerPage ?? 8) || 8));
      const values = { limit: size, offset: (page - 1) * size };
      const [result, count] = await Promise.all([
        pool.query({
          name: named ? `bare_${name}_rows` : undefined,
          text: rows.sql,
          values: fillPlaceholders(rows.params, values),
        }),
        pool.query({ name: named ? `bare_${name}_total` : undefined, text: total.sql, values: total.params }),
      ]);
      const totalDocuments = Number(count.rows[0].count);
      return {
        status: 'success',
        [name]: result.rows,
        currentPage: page,
        totalPage: Math.max(1, Math.ceil(totalDocuments / size)),
        totalDocuments,
      };
    };
  };
  app.get('/api/v1/templates', list('templates', templates));
  app.get('/api/v1/products', list('products', products));
  return listenOnLoopback(app, async () => {
    await app.close();
    await pool.end();
  });
}

interface Statements {
  rows: { toSQL(): { sql: string; params: unknown[] } };
  total: { toSQL(): { sql: string; params: unknown[] } };
}

/** The statements the two benchmarked requests run (no filter; popular templates, cheapest products). */
export function benchmarkedQueries(db: Db) {
  return {
    templates: templatePageQueries(db, { sort: 'popular', byRelevance: false, limit: 8, offset: 0 }),
    products: productPageQueries(db, { sort: 'cheap', byRelevance: false, limit: 8, offset: 0 }),
  };
}

/** The statements with the benchmark's values, for EXPLAIN. */
export function benchmarkedStatements(db: Db) {
  const values = { limit: 8, offset: 0 };
  return Object.entries(benchmarkedQueries(db)).flatMap(([name, q]) =>
    (['rows', 'total'] as const).map((part) => {
      const { sql, params } = q[part].toSQL();
      return { name: `${name} ${part}`, sql, params: fillPlaceholders(params, values) };
    }),
  );
}
