import { describe, expect, test } from '@jest/globals';
import { AnswerTurns } from './answer-turns';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AnswerTurns', () => {
  test('runs at most its number of answers at once; the others start in the order they came as turns end', async () => {
    const turns = new AnswerTurns(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      turns.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(turns.queued).toBe(2);
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(turns.queued).toBe(0);
  });

  test('a failed answer gives its turn to the next', async () => {
    const turns = new AnswerTurns(1);
    const failed = turns.run(async () => {
      throw new Error('database away');
    });
    const next = turns.run(async () => 'answered');
    await expect(failed).rejects.toThrow('database away');
    await expect(next).resolves.toBe('answered');
    // Nothing is left running: a new answer starts at once.
    let ranAtOnce = false;
    const third = turns.run(async () => {
      ranAtOnce = true;
    });
    expect(ranAtOnce).toBe(true);
    await third;
  });
});
