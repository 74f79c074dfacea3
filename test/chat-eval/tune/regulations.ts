import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// Alberta regulations the site shows: a licence from age 16; at most 2 rods; pike and walleye 3 a day
// and 6 in possession (only 1 walleye over 50 cm); perch 25 a day and 50 in possession.
export const TUNE_REGULATIONS: readonly EvalCase[] = [
  ask('regulations-01', 'regulations', 'Do I need a fishing licence for the trip?', { any: [['Alberta']], all: ['16'] }),
  ask('regulations-02', 'regulations', 'At what age do you need a licence in Alberta?', { all: ['16'] }),
  ask('regulations-03', 'regulations', 'How many pike can I keep per day?', { all: ['3'] }),
  ask('regulations-05', 'regulations', 'Can I keep a big walleye over 50 cm?', {
    all: ['50 cm'],
    any: [['1 walleye', 'one walleye', 'only 1', 'only one']],
  }),
  ask('regulations-06', 'regulations', 'How many perch am I allowed to keep?', { all: ['25'] }),
  ask('regulations-07', 'regulations', 'What is the perch possession limit?', { all: ['50'] }),
  ask('regulations-09', 'regulations', 'Does my 15 year old need a licence?', { all: ['16'] }),
  ask('regulations-10', 'regulations', 'Where can I read the fishing regulations?', {
    any: [['/fishing-regulations', 'regulations page', 'Fishing Regulations']],
  }),
  ask('regulations-11', 'regulations', 'Is the fishing licence included?', { any: [['licence', 'license']] }),
  ask('regulations-13', 'regulations', 'Where do I buy an Alberta fishing licence?', { any: [['licence', 'license']] }),
  ask('regulations-14', 'regulations', 'Can we keep the fish we catch?', { any: [['limit', 'regulations']] }),
  ask('regulations-15', 'regulations', 'How many pike can I have in my freezer from this lake?', { all: ['6'] }),
];
