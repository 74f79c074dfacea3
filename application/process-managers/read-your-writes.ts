import { comparePositions, LogPosition } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { ProcessManagerRunner } from './process-manager-runner';

/**
 * What a command waits for before it answers: the process managers have reacted to its events
 * (and to the events their reactions appended, and so on), and the read models show all of it.
 * A cancellation therefore answers with its refund recorded, a payment with its booking confirmed.
 */
export class ReadYourWrites implements ProjectionWaiter {
  constructor(
    private readonly projections: ProjectionWaiter,
    private readonly managers: ProcessManagerRunner,
  ) {}

  async waitFor(position: LogPosition, timeoutMs = 5000, appendedTypes?: readonly string[]): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(0, deadline - Date.now());
    let target = position;
    let reacted = true;
    // What no manager reacts to needs no waiting for them (they see it at their next run).
    let types = appendedTypes;
    // Reactions to reactions: bounded, a chain that long would be a bug.
    for (let depth = 0; depth < 10 && (!types || this.managers.reactsToAny(types)); depth++) {
      reacted = await this.managers.waitFor(target, left());
      if (!reacted) break;
      const next = this.managers.appendedThrough(target);
      if (!next || comparePositions(next.position, target) <= 0) break;
      target = next.position;
      types = next.types;
    }
    // A manager stuck on a failing step (a gateway down) still lets the command's own events show.
    const shown = await this.projections.waitFor(target, left());
    return reacted && shown;
  }
}
