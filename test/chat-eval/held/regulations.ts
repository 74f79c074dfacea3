import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// Alberta regulations the site shows: a licence from age 16; at most 2 rods; pike and walleye 3 a day
// and 6 in possession (only 1 walleye over 50 cm); perch 25 a day and 50 in possession.
export const HELD_REGULATIONS: readonly EvalCase[] = [
  ask('regulations-04', 'regulations', 'What is the possession limit for walleye?', { all: ['6'] }),
  ask('regulations-08', 'regulations', 'How many rods can I use at once?', { any: [['2 rods', 'two rods']] }),
  ask('regulations-12', 'regulations', 'What are the daily limits for pike and walleye?', { all: ['3'] }),
  ask('regulations-16', 'regulations', 'Can I bring 3 rods?', { any: [['2 rods', 'two rods', 'maximum of 2', 'maximum 2', 'up to 2']] }),
];
