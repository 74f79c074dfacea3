import { quoteIdent } from './sql-pool';

/**
 * Up to this many rows a table is emptied with DELETE: TRUNCATE's fixed cost (new files for the
 * table and each of its indexes) is most of a small site's rebuild; past it, TRUNCATE is cheaper.
 */
export const DELETE_UP_TO_ROWS = 5_000;

/** The statements that empty the tables: one round trip that looks at most DELETE_UP_TO_ROWS rows into each. */
export async function emptying(
  client: { query<R extends object>(text: string): Promise<{ rows: R[] }> },
  tables: readonly string[],
): Promise<string> {
  const { rows } = await client.query<{ name: string; large: boolean }>(
    tables
      // quoteIdent refuses any name that is not letters, digits and underscores: safe as a literal too.
      .map((t) => `SELECT EXISTS (SELECT 1 FROM ${quoteIdent(t)} OFFSET ${DELETE_UP_TO_ROWS}) AS large, '${t}' AS name`)
      .join(' UNION ALL '),
  );
  const large = rows.filter((r) => r.large).map((r) => quoteIdent(r.name));
  const small = rows.filter((r) => !r.large).map((r) => `DELETE FROM ${quoteIdent(r.name)}`);
  return [...(large.length ? [`TRUNCATE ${large.join(', ')}`] : []), ...small].join('; ');
}
