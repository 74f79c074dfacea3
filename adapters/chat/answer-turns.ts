/**
 * How many chat answers run at once on this server; the others wait their turn here, in the order
 * their questions came. Each answer takes a few statements, each waiting for a pooled connection:
 * unbounded, a burst of questions (a school class, a script with many sockets) would queue every
 * statement behind all the others, past the pool's connect timeout, and hold the connections that
 * bookings need. Waiting here costs nothing but time, and no answer is lost.
 */
export class AnswerTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly atOnce: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running += 1;
    // The turn is handed over by the answer that ends (below), so `running` stays counted.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Answers waiting for their turn (for the logs and tests). */
  get queued(): number {
    return this.waiting.length;
  }
}
