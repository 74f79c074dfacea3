import { Pool, QueryConfig } from 'pg';
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

const statementNames = new Map<string, string>();

/**
 * A statement run often under a name: each connection parses and plans it once, then only binds
 * and runs it. The texts are the code's own (a handful), never built from data.
 */
export function prepared(text: string, values: readonly unknown[] = []): QueryConfig {
  let name = statementNames.get(text);
  if (!name) {
    name = `s${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return { name, text, values: values as unknown[] };
}
