/**
 * Rate limits as token buckets: a key may spend `burst` at once, and earns `perMinute` back over
 * each minute. Time comes in as milliseconds of a monotonic clock (performance.now()), never from
 * the business Clock: a test's fixed date must not stop the refill. Keys nobody used for a while
 * are forgotten, so the map holds only active ones.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly settings: () => { burst: number; perMinute: number },
    private readonly maxKeys = 100_000,
  ) {}

  /** Takes one token of `key` at `nowMs`; false when it has none left. */
  take(key: string, nowMs: number): boolean {
    const { burst, perMinute } = this.settings();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: nowMs };
    const earned = ((nowMs - bucket.at) * perMinute) / 60_000;
    bucket.tokens = Math.min(burst, bucket.tokens + Math.max(0, earned));
    bucket.at = nowMs;
    this.buckets.delete(key);
    if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return true;
  }

  forget(key: string): void {
    this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}
