import { describe, expect, test } from '@jest/globals';
import { DELETE_UP_TO_ROWS, emptying } from './projection-emptying';

/** A client that answers the size question with the tables it is told are large, and keeps what it was asked. */
function clientWith(large: readonly string[]) {
  const asked: string[] = [];
  return {
    asked,
    query: async <R extends object>(text: string) => {
      asked.push(text);
      const names = [...text.matchAll(/'([a-z_]+)' AS name/g)].map((m) => m[1]!);
      return { rows: names.map((name) => ({ name, large: large.includes(name) })) as unknown as R[] };
    },
  };
}

describe("emptying a rebuild's tables", () => {
  test('small tables are emptied row by row, large ones truncated, all in one round trip after one look', async () => {
    const client = clientWith(['booking_list']);
    const statements = await emptying(client, ['booking_list', 'slot_claims', 'waivers']);
    expect(statements).toBe('TRUNCATE "booking_list"; DELETE FROM "slot_claims"; DELETE FROM "waivers"');
    expect(client.asked).toHaveLength(1);
    expect(client.asked[0]).toContain(`OFFSET ${DELETE_UP_TO_ROWS}`);
  });

  test('with every table small, no TRUNCATE at all', async () => {
    expect(await emptying(clientWith([]), ['booking_list', 'waivers'])).toBe('DELETE FROM "booking_list"; DELETE FROM "waivers"');
  });

  test('a name that is not a plain identifier is refused before anything is asked', async () => {
    const client = clientWith([]);
    await expect(emptying(client, ['booking_list"; DROP TABLE events; --'])).rejects.toThrow('Unsafe identifier');
    expect(client.asked).toEqual([]);
  });
});
