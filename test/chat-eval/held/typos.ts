import { EvalCase } from '../eval-case';
import { amt, ask, day } from '../case-helpers';

export const HELD_TYPOS: readonly EvalCase[] = [
  ask('typos-04', 'typos', 'do i ned a fishng lisence', { all: ['16'] }),
  ask('typos-08', 'typos', 'how deap is the lake', { all: ['11 m'] }),
  ask('typos-12', 'typos', 'refferal programe?', { any: [amt(50)] }),
  ask('typos-16', 'typos', 'is tusday dec 8 opne', { any: [day('2026-12-08')] }),
  ask('typos-20', 'typos', 'walleye limt per day', { all: ['3'] }),
];
