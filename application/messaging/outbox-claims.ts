import { Clock } from '../ports/clock';
import { ClaimedMessage, OutboxStore } from './outbox';

/**
 * The claims one dispatcher holds, renewed on a timer for as long as it holds any: a slow mail
 * server keeps its claim, and a claim whose dispatcher died lapses within one lifetime.
 */
export class HeldClaims {
  private readonly held = new Map<string, ClaimedMessage>();
  private timer?: ReturnType<typeof setInterval>;
  private renewing?: Promise<void>;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly clock: Clock,
    private readonly lifetimeMs: number,
    private readonly renewEveryMs: number,
    private readonly warn: (text: string) => void,
  ) {}

  /** When a claim made or renewed now lapses. */
  expiry(): Date {
    return new Date(this.clock.now().getTime() + this.lifetimeMs);
  }

  hold(messages: readonly ClaimedMessage[]): void {
    for (const m of messages) this.held.set(m.id, { id: m.id, claimToken: m.claimToken });
    if (this.held.size > 0 && !this.timer) {
      this.timer = setInterval(() => void this.renew(), this.renewEveryMs);
      // The timer must not keep a process alive that has nothing else to do.
      this.timer.unref?.();
    }
  }

  /** Whether the claim is still this dispatcher's: a renewal finds out when another took it over. */
  holds(id: string): boolean {
    return this.held.has(id);
  }

  letGo(messages: readonly ClaimedMessage[]): void {
    for (const m of messages) this.held.delete(m.id);
    if (this.held.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Extends every claim held; one run at a time. A failure is only reported: the next tick tries again. */
  renew(): Promise<void> {
    this.renewing ??= this.renewHeld().finally(() => (this.renewing = undefined));
    return this.renewing;
  }

  private async renewHeld(): Promise<void> {
    const asked = [...this.held.values()];
    if (asked.length === 0) return;
    try {
      const renewed = new Set(await this.outbox.renew(asked, this.expiry()));
      // A claim let go while the renewal ran (its outcome written) is not lost, only finished.
      const lost = asked.filter((m) => !renewed.has(m.id) && this.held.get(m.id)?.claimToken === m.claimToken);
      if (lost.length > 0) this.warn(`Outbox: ${lost.length} claim(s) lapsed and were taken over; they are left to their new holder`);
      this.letGo(lost);
    } catch (error) {
      this.warn(`Outbox: renewing ${asked.length} claim(s) failed, tried again shortly: ${(error as Error).message}`);
    }
  }
}
