import { describe, expect, test } from '@jest/globals';
import { comparePositions, EventStore, LOG_START, LogPosition, RecordedEvent } from '../ports/event-store';
import { CheckpointStore } from '../ports/read-models';
import { ProcessManager } from './process-manager';
import { ProcessManagerRunner } from './process-manager-runner';
import { ReadYourWrites } from './read-your-writes';

const at = (n: number): LogPosition => ({ commit: BigInt(n), prepare: BigInt(n) });

/** Read models that get to a position only when the test moves them there. */
class ReadModels {
  reached: LogPosition = LOG_START;
  catchUps = 0;
  /** What the next waits answer when they give up (a failing projection answers false). */
  private readonly waiting: { position: LogPosition; resolve: (shown: boolean) => void }[] = [];

  waitFor(position: LogPosition): Promise<boolean> {
    if (comparePositions(this.reached, position) >= 0) return Promise.resolve(true);
    return new Promise((resolve) => this.waiting.push({ position, resolve }));
  }

  async catchUp(): Promise<void> {
    this.catchUps++;
  }

  moveTo(position: LogPosition): void {
    this.reached = position;
    for (const w of this.waiting.splice(0)) {
      if (comparePositions(position, w.position) >= 0) w.resolve(true);
      else this.waiting.push(w);
    }
  }

  giveUp(): void {
    for (const w of this.waiting.splice(0)) w.resolve(false);
  }
}

function subject() {
  const readModels = new ReadModels();
  // No process manager: the commands here only wait for the read models.
  const managers = new ProcessManagerRunner({} as EventStore, {} as CheckpointStore, []);
  return { readModels, settled: new ReadYourWrites(readModels, managers) };
}

const settledNow = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('read-your-writes for a command whose answer reads no read model', () => {
  test('a command waits for the read models by default', async () => {
    const { readModels, settled } = subject();
    const waiting = settled.waitFor(at(5), 5000, ['BookingHeld']);
    expect(await settledNow(waiting)).toBe(false);
    readModels.moveTo(at(5));
    await expect(waiting).resolves.toBe(true);
  });

  test('one that answers from its streams does not wait, and sets the read models going at once', async () => {
    const { readModels, settled } = subject();
    await expect(settled.waitFor(at(5), 5000, ['BookingHeld'], { readModels: false })).resolves.toBe(true);
    expect(readModels.catchUps).toBe(1);
  });

  test('the next request reads the read models only once they show it; after that, at no cost', async () => {
    const { readModels, settled } = subject();
    await settled.waitFor(at(5), 5000, ['BookingHeld'], { readModels: false });
    await settled.waitFor(at(3), 5000, ['BookingHeld'], { readModels: false });
    const reading = settled.fresh();
    expect(await settledNow(reading)).toBe(false);
    readModels.moveTo(at(4));
    expect(await settledNow(reading)).toBe(false);
    readModels.moveTo(at(5));
    await reading;
    readModels.reached = LOG_START;
    expect(await settledNow(settled.fresh())).toBe(true);
  });

  test('a read model that keeps failing holds up one request, not every one after it', async () => {
    const { readModels, settled } = subject();
    await settled.waitFor(at(5), 5000, ['BookingHeld'], { readModels: false });
    const first = settled.fresh();
    expect(await settledNow(first)).toBe(false);
    readModels.giveUp();
    await first;
    expect(await settledNow(settled.fresh())).toBe(true);
  });

  test('while the database is away a request goes on at once, and the first one after it is back still reads them up to date', async () => {
    const { readModels, settled } = subject();
    await settled.waitFor(at(5), 5000, ['BookingHeld'], { readModels: false });
    readModels.waitFor = () => Promise.reject(new Error('connect ECONNREFUSED'));
    await expect(settled.fresh()).resolves.toBeUndefined();
    delete (readModels as Partial<ReadModels>).waitFor;
    const back = settled.fresh();
    expect(await settledNow(back)).toBe(false);
    readModels.moveTo(at(5));
    await back;
  });

  test("a command's own stored events get their steps at once: it does not wait for the runner's read of the log", async () => {
    const readModels = new ReadModels();
    const handled: string[] = [];
    const payments: ProcessManager = {
      name: 'payments',
      streamsApart: true,
      eventTypes: ['BookingPaymentSucceeded'],
      handles: (event) => event.type === 'BookingPaymentSucceeded',
      handle: async (event) => {
        handled.push(event.eventId);
        return { position: at(6), types: ['BookingPaid'] };
      },
    };
    // A log that never answers: only a step taken at once lets the command go on.
    const events = { readAll: () => new Promise(() => undefined), headPosition: async () => LOG_START } as unknown as EventStore;
    const checkpoints = { load: async () => new Map([['payments', LOG_START]]) } as unknown as CheckpointStore;
    const settled = new ReadYourWrites(readModels, new ProcessManagerRunner(events, checkpoints, [payments]));
    const stored: RecordedEvent = {
      eventId: 'paid-report',
      streamId: 'booking-a',
      category: 'booking',
      version: 2,
      type: 'BookingPaymentSucceeded',
      data: {},
      metadata: {},
      recordedAt: new Date(0),
      position: at(5),
    };
    const waiting = settled.waitFor(at(5), 5000, ['BookingPaymentSucceeded'], { readModels: false, stored: [stored] });
    expect(await settledNow(waiting)).toBe(true);
    await expect(waiting).resolves.toBe(true);
    expect(handled).toEqual(['paid-report']);
    // What the step appended is owed to the read models: the next read waits for it.
    const reading = settled.fresh();
    expect(await settledNow(reading)).toBe(false);
    readModels.moveTo(at(6));
    await reading;
  });
});
