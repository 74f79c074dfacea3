import { describe, expect, test } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { RemoteContentChanges } from './remote-content-changes';

/** The audit table as committed so far: a stand-in for the two queries the watch makes. */
function auditTable() {
  const rows: { id: number; area: string }[] = [];
  const dataSource = {
    query: async (sql: string, [n]: [number]) => {
      const floor = sql.includes('max(id)') ? Math.max(0, ...rows.map((r) => r.id)) - n : n;
      return rows.filter((r) => r.id > floor).sort((a, b) => a.id - b.id);
    },
  } as unknown as DataSource;
  return { rows, dataSource };
}

function watching() {
  const audit = auditTable();
  const seen: string[][] = [];
  const watch = new RemoteContentChanges(audit.dataSource, (tags) => seen.push([...tags].sort()));
  return { ...audit, seen, watch };
}

describe("another server's content changes", () => {
  test('the first look only notes where the audit stands; later rows are told by their tags', async () => {
    const { rows, seen, watch } = watching();
    rows.push({ id: 1, area: 'packages' }, { id: 2, area: 'reviews' });
    await watch.poll();
    expect(seen).toEqual([]);
    rows.push({ id: 3, area: 'media' }, { id: 4, area: 'message-templates' });
    await watch.poll();
    expect(seen).toEqual([['blog', 'catches', 'content']]);
    await watch.poll();
    expect(seen).toHaveLength(1);
  });

  test('a row that commits after a later one is still told', async () => {
    const { rows, seen, watch } = watching();
    await watch.poll();
    rows.push({ id: 2, area: 'packages' });
    await watch.poll();
    rows.push({ id: 1, area: 'availability' });
    await watch.poll();
    // A package's season decides which days the calendar offers: its change concerns both.
    expect(seen).toEqual([['availability', 'packages'], ['availability']]);
  });

  test("this process's own rows are passed over (their writes were told as they committed)", async () => {
    const { rows, seen, watch } = watching();
    await watch.poll();
    watch.noteOwn([1]);
    rows.push({ id: 1, area: 'site-content' });
    await watch.poll();
    rows.push({ id: 2, area: 'blog-posts' });
    await watch.poll();
    expect(seen).toEqual([['blog']]);
  });
});
