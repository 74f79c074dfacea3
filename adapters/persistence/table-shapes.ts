import { DataSource } from 'typeorm';
import { AnyTable } from '../../application/ports/read-models';
import { quoteIdent } from './sql-pool';

export interface TableShape {
  /** An INSERT of the rows in the JSON array given as parameter `param` (e.g. '$7'). */
  insert(param: string): string;
  /** The same, replacing every non-key column of a row whose key is already there. */
  upsert(param: string): string;
}

/**
 * The set-based statements of each read-model table, built once from its TypeORM entity: rows go
 * over as one JSON document that jsonb_to_recordset turns back into typed columns, so a batch of
 * any size is one statement.
 */
export class TableShapes {
  private readonly cache = new Map<string, TableShape>();

  constructor(private readonly dataSource: DataSource) {}

  of(t: AnyTable): TableShape {
    let shape = this.cache.get(t.name);
    if (!shape) {
      shape = this.build(t);
      this.cache.set(t.name, shape);
    }
    return shape;
  }

  private build(t: AnyTable): TableShape {
    const metadata = this.dataSource.entityMetadatas.find((m) => m.tableName === t.name);
    if (!metadata) throw new Error(`No entity is registered for table ${t.name}`);
    // Generated columns (serial ids) are the database's to fill.
    const columns = metadata.columns.filter((c) => !c.isGenerated);
    const names = columns.map((c) => quoteIdent(c.databaseName)).join(', ');
    const types = columns
      .map((c) => `${quoteIdent(c.databaseName)} ${this.dataSource.driver.normalizeType(c)}${c.isArray ? '[]' : ''}`)
      .join(', ');
    const keys = new Set<string>(t.key);
    const updates = columns
      .filter((c) => !keys.has(c.databaseName))
      .map((c) => `${quoteIdent(c.databaseName)} = EXCLUDED.${quoteIdent(c.databaseName)}`);
    const conflict = `ON CONFLICT (${t.key.map(quoteIdent).join(', ')}) ${updates.length ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING'}`;
    const insert = (param: string) =>
      `INSERT INTO ${quoteIdent(t.name)} (${names}) SELECT ${names} FROM jsonb_to_recordset(${param}::jsonb) AS r(${types})`;
    return { insert, upsert: (param) => `${insert(param)} ${conflict}` };
  }
}
