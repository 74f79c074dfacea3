import { Clock } from '../../application/ports/clock';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-22T09:00:00.000Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date): Date {
    this.current = new Date(instant);
    return this.now();
  }

  advance(ms: number): Date {
    this.current = new Date(this.current.getTime() + ms);
    return this.now();
  }
}
