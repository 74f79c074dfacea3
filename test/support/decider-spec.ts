import { expect } from '@jest/globals';
import { Decider, DomainEvent } from '../../domain/shared/decider';

/**
 * given(history).when(command).then(events) for decider specs: the history is folded through
 * `evolve` exactly as the command pipeline does, so a spec tests what production runs.
 */
export function givenDecider<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(...history: E[]) {
      const state = history.reduce((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        state,
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            then(...expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenRefused(errorType: new (...args: never[]) => Error, message?: string | RegExp) {
              expect(run).toThrow(errorType);
              if (message !== undefined) expect(run).toThrow(message);
            },
          };
        },
      };
    },
  };
}
