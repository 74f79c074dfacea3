import { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * The node-postgres pool under TypeORM's data source: the event store's hot paths (one statement
 * per append, one per read) go straight to it, without an ORM query runner around each call. Its
 * connections carry the same settings (search_path of a test schema, PGlite's one session).
 */
export function sqlPool(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('The data source is not initialised: no connection pool yet');
  return pool;
}

/** A table or column name of ours, quoted (they are camelCase); anything else is refused. */
export function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  return `"${name}"`;
}
