import { EvalCase } from '../eval-case';
import { amt, ask } from '../case-helpers';

export const TUNE_PACKAGES: readonly EvalCase[] = [
  ask('packages-01', 'packages', 'Which fishing trips can I book with you?', {
    all: ['Half-Day Adventure', 'Full-Day Adventure', 'Trophy Hunter'],
  }),
  ask('packages-02', 'packages', 'What does each tour cost per person?', { any: [amt(249), amt(399), amt(599), ['per person']] }),
  ask('packages-03', 'packages', 'Which package is the most popular one?', { all: ['Full-Day Adventure'] }),
  ask('packages-05', 'packages', 'Is the price per person or per boat?', { any: [['per person']] }),
  ask('packages-06', 'packages', 'Which trip would you recommend for a first-timer with young kids?', { all: ['Half-Day Adventure'] }),
  ask('packages-07', 'packages', 'I only want to chase big pike. Which package is that?', { all: ['Trophy Hunter'] }),
  // 249 x 0.83 = 206.67, rounded 207.
  ask('packages-09', 'packages', 'Is it cheaper to go Monday to Thursday?', { all: ['17%'], any: [['Monday'], amt(207)] }),
  ask('packages-10', 'packages', 'Is there a Friday discount?', {
    any: [['Monday to Thursday', 'Monday-Thursday', 'Monday through Thursday', 'Mon-Thu']],
    none: ['Friday discount applies'],
  }),
  ask('packages-11', 'packages', 'Which trips include lunch?', { all: ['Full-Day Adventure', 'Trophy Hunter'], any: [['lunch']] }),
  ask('packages-13', 'packages', 'Do prices include GST or are they in US dollars?', { any: [['CAD', 'Canadian']] }),
  ask('packages-14', 'packages', 'What is the shortest trip you run?', { all: ['Half-Day Adventure'], any: [['4 hours', 'four hours']] }),
  ask('packages-15', 'packages', 'Which package is best for walleye?', { all: ['Full-Day Adventure'] }),
];
