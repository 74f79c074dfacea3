import { describe, expect, test } from '@jest/globals';
import { table } from '../../application/ports/read-models';
import { WrittenRows } from './written-rows';

interface Row {
  id: string;
  n: number;
}
const rows = table<Row>('rows', ['id']);
const pairs = table<{ a: string; b: number }>('pairs', ['a', 'b']);

describe('the rows a process last wrote', () => {
  test('answers for the keys it holds and names the ones to read', () => {
    const known = new WrittenRows();
    known.remember(
      rows,
      [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
      [],
    );
    expect(known.lookup(rows, 'id', ['a', 'c'])).toEqual({ found: [{ id: 'a', n: 1 }], missing: ['c'] });
  });

  test('a deleted row is read again (it may come back from elsewhere), and forget drops everything', () => {
    const known = new WrittenRows();
    known.remember(
      rows,
      [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
      [],
    );
    known.remember(rows, [], ['a']);
    expect(known.lookup(rows, 'id', ['a', 'b'])).toEqual({ found: [{ id: 'b', n: 2 }], missing: ['a'] });
    known.forget();
    expect(known.lookup(rows, 'id', ['b']).missing).toEqual(['b']);
  });

  test('only single-column keys, looked up by that column', () => {
    const known = new WrittenRows();
    known.remember(pairs, [{ a: 'x', b: 1 }], []);
    expect(known.lookup(pairs, 'a', ['x']).missing).toEqual(['x']);
    known.remember(rows, [{ id: 'a', n: 1 }], []);
    expect(known.lookup(rows, 'n', [1]).missing).toEqual([1]);
  });
});
