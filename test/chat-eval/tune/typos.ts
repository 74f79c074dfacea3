import { EvalCase } from '../eval-case';
import { amt, ask, day, PHONE } from '../case-helpers';

export const TUNE_TYPOS: readonly EvalCase[] = [
  ask('typos-01', 'typos', 'wat does the hafl day cost', { any: [amt(249)] }),
  ask('typos-02', 'typos', 'how much is teh trofy hunter', { any: [amt(599)] }),
  ask('typos-03', 'typos', 'cancellaton polcy?', { all: ['48 hours'] }),
  ask('typos-05', 'typos', 'is sundy avalable for the ful day', { any: [day('2026-11-29')] }),
  ask('typos-06', 'typos', 'whats incuded in the trip', { any: [['rods', 'tackle', 'bait']] }),
  ask('typos-07', 'typos', 'phoen numbr?', { all: [PHONE] }),
  // Friday: 2 x 249 = 498.
  ask('typos-09', 'typos', 'prise for 2 ppl half day fridy dec 4', { any: [amt(498)] }),
  ask('typos-10', 'typos', 'do kidz get a discont', { all: ['25%'] }),
  ask('typos-11', 'typos', 'wether policy', { any: [['full refund', 'reschedule']] }),
  ask('typos-13', 'typos', 'were is the waver', { any: [['/liability-waiver', 'liability waiver', 'waiver page', 'waiver form']] }),
  ask('typos-14', 'typos', 'wat time dose the morning trip start', { any: [['6:00', '6 AM', '6am']] }),
  ask('typos-15', 'typos', 'max grup size', { all: ['12'] }),
  ask('typos-17', 'typos', 'how farr from edmonten', { all: ['65 km'] }),
  ask('typos-18', 'typos', 'wich package has lunch', { any: [['Full-Day Adventure', 'Trophy Hunter']] }),
  ask('typos-19', 'typos', 'can i pay wth card', { any: [['card']] }),
];
