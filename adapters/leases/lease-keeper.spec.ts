import { describe, expect, test } from '@jest/globals';
import { LeaseKeeper } from './lease-keeper';
import { LeaseStore } from './sql-leases';

const quiet = { log: () => {}, warn: () => {}, debug: () => {} };

/** A store that grants every lease, or fails like an unreachable database. */
function store(): LeaseStore & { down: boolean } {
  return {
    holder: 'h',
    down: false,
    async tryAcquire(names) {
      if (this.down) throw new Error('connection refused');
      return new Set(names);
    },
    async release() {},
  };
}

describe('the lease keeper', () => {
  test('with the database out of reach it keeps counting on a lease until the TTL after its last renewal was sent, then no longer', async () => {
    const clock = { ms: 1_000 };
    const leases = store();
    const keeper = new LeaseKeeper(leases, { ttlMs: 30_000, now: () => clock.ms, logger: quiet });
    keeper.want('job:a');
    await keeper.keep();
    leases.down = true;
    clock.ms = 20_000;
    await keeper.keep();
    clock.ms = 30_999;
    expect(keeper.holds('job:a')).toBe(true);
    clock.ms = 31_000;
    expect(keeper.holds('job:a')).toBe(false);
    expect(keeper.heldNames()).toEqual([]);
  });

  test('runs the work of a lease taken after the start-up round, not of one taken at it', async () => {
    const clock = { ms: 0 };
    const leases = store();
    const keeper = new LeaseKeeper(leases, { ttlMs: 30_000, now: () => clock.ms, logger: quiet });
    const ran: string[] = [];
    keeper.want('job:a', () => ran.push('a'));
    await keeper.keep();
    expect(ran).toEqual([]);
    leases.down = true;
    clock.ms = 40_000;
    await keeper.keep();
    leases.down = false;
    await keeper.keep();
    await new Promise((done) => setImmediate(done));
    expect(ran).toEqual(['a']);
  });
});
