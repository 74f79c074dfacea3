import { comparePositions, LogPosition, RecordedEvent } from '../ports/event-store';
import { ProjectionWaiter, WaitOptions } from '../projections/projection';
import { Appended, bothAppended } from './process-manager';
import { ProcessManagerRunner } from './process-manager-runner';

/**
 * What a command waits for before it answers: the process managers have reacted to its events
 * (and to the events their reactions appended, and so on), and the read models show all of it.
 * A cancellation therefore answers with its refund recorded, a payment with its booking confirmed.
 */
export class ReadYourWrites implements ProjectionWaiter {
  /** How far the read models must get before a read of this process may trust them (see fresh()). */
  private owed: LogPosition | undefined;
  /** The catch-up started for it: it began after the append, so it reads what is owed. */
  private catchingUp: Promise<void> | undefined;

  constructor(
    private readonly projections: ProjectionWaiter & { catchUp(): Promise<void> },
    private readonly managers: ProcessManagerRunner,
  ) {}

  /**
   * Resolves once the read models show what every command of this process appended, including
   * those that answered without waiting for them: what a request calls before it reads them. Costs
   * nothing when they are there already (the usual case: they were caught up in the background).
   */
  async fresh(timeoutMs = 5000): Promise<void> {
    const owed = this.owed;
    if (!owed) return;
    // Asking the runner at once would queue one more run behind the one under way.
    await this.catchingUp;
    try {
      await this.projections.waitFor(owed, timeoutMs);
    } catch {
      // The log cannot be read (the database is away): the request goes on at once, its own reads
      // answer for the database (503), one that needs none is served; what is owed stays owed, so
      // the first request once the database is back still reads the read models up to date.
      return;
    }
    // Reached, or a projection is failing and retries on its own: either way the next requests do
    // not wait for it again (a failing projection would otherwise slow every request).
    if (this.owed === owed) this.owed = undefined;
  }

  async waitFor(position: LogPosition, timeoutMs = 5000, appendedTypes?: readonly string[], options: WaitOptions = {}): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(0, deadline - Date.now());
    let target = position;
    let reacted = true;
    // What no manager reacts to needs no waiting for them (they see it at their next run).
    let types = appendedTypes;
    const now = options.stored && (await this.reactNow(options.stored));
    if (now) {
      // The steps for the command's own events are taken: what follows is what they appended.
      if (now.appended && comparePositions(now.appended.position, target) > 0) target = now.appended.position;
      types = now.appended?.types ?? [];
    }
    // Reactions to reactions: bounded, a chain that long would be a bug.
    for (let depth = 0; depth < 10 && (!types || this.managers.reactsToAny(types)); depth++) {
      reacted = await this.managers.waitFor(target, left());
      if (!reacted) break;
      const next = this.managers.appendedThrough(target);
      if (!next || comparePositions(next.position, target) <= 0) break;
      target = next.position;
      types = next.types;
    }
    if (options.readModels === false) {
      if (!this.owed || comparePositions(target, this.owed) > 0) this.owed = target;
      const run = this.projections.catchUp();
      this.catchingUp = run;
      void run.finally(() => this.catchingUp === run && (this.catchingUp = undefined));
      return reacted;
    }
    // A manager stuck on a failing step (a gateway down) still lets the command's own events show.
    const shown = await this.projections.waitFor(target, left());
    return reacted && shown;
  }

  /**
   * The managers' steps for a command's own events, taken one after the other at once
   * (ProcessManagerRunner.handleNow); undefined when one of them is left to the runner (a manager
   * that takes events one at a time, or a failed step), which the command then waits for as usual.
   */
  private async reactNow(stored: readonly RecordedEvent[]): Promise<{ appended?: Appended } | undefined> {
    let appended: Appended | undefined;
    for (const event of stored) {
      const now = await this.managers.handleNow(event).catch(() => ({ taken: false }) as const);
      if (!now.taken) return undefined;
      if (now.appended) appended = bothAppended(appended, now.appended);
    }
    return appended ? { appended } : {};
  }
}
