import { describe, expect, test } from '@jest/globals';
import { checkClosure, Closure, CLOSURE_MESSAGES, closureOn, closuresAhead } from './closures';

const TODAY = '2026-12-01';
const CHRISTMAS: Closure = { id: 1, from: '2026-12-25', to: '2026-12-26', packageId: null, reason: 'Holiday' };
const BOAT: Closure = { id: 2, from: '2026-12-10', to: '2026-12-10', packageId: 7, reason: 'Maintenance' };

describe('closures', () => {
  test('given a closure for every package, then each of its days is closed for any package', () => {
    expect(closureOn([CHRISTMAS, BOAT], '2026-12-25')).toBe(CHRISTMAS);
    expect(closureOn([CHRISTMAS, BOAT], '2026-12-26', 7)).toBe(CHRISTMAS);
    expect(closureOn([CHRISTMAS, BOAT], '2026-12-27')).toBeUndefined();
  });

  test("given one package's closure, then only that package is closed that day", () => {
    expect(closureOn([CHRISTMAS, BOAT], '2026-12-10', 7)).toBe(BOAT);
    expect(closureOn([CHRISTMAS, BOAT], '2026-12-10', 8)).toBeUndefined();
    expect(closureOn([CHRISTMAS, BOAT], '2026-12-10')).toBeUndefined();
  });

  test('the closures ahead are those ending today or later, soonest first', () => {
    const past: Closure = { id: 3, from: '2026-11-01', to: '2026-11-30', packageId: null, reason: 'Freeze-up' };
    expect(closuresAhead([CHRISTMAS, past, BOAT], TODAY)).toEqual([BOAT, CHRISTMAS]);
  });

  test.each<[{ from: unknown; to: unknown; reason: unknown }, string | undefined]>([
    [{ from: '2026-12-25', to: '2026-12-25', reason: 'Holiday' }, undefined],
    [{ from: TODAY, to: '2027-12-01', reason: 'Sabbatical' }, undefined],
    [{ from: '2026-12-32', to: '2026-12-25', reason: 'Holiday' }, CLOSURE_MESSAGES.from],
    [{ from: '2026-12-25', to: '2026-12-24', reason: 'Holiday' }, CLOSURE_MESSAGES.to],
    [{ from: '2026-11-30', to: '2026-12-25', reason: 'Holiday' }, CLOSURE_MESSAGES.pastDate],
    [{ from: TODAY, to: '2027-12-02', reason: 'Too long' }, CLOSURE_MESSAGES.span],
    [{ from: TODAY, to: TODAY, reason: '  ' }, CLOSURE_MESSAGES.reason],
    [{ from: TODAY, to: TODAY, reason: 'x'.repeat(81) }, CLOSURE_MESSAGES.reason],
  ])('when the admin closes %j, then the refusal is %p', (draft, message) => {
    if (message === undefined) expect(() => checkClosure(draft, TODAY)).not.toThrow();
    else expect(() => checkClosure(draft, TODAY)).toThrow(message);
  });
});
