import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// Wabamun Lake: 8,800 hectares; maximum depth 11 m, average 5.5 m; elevation 724 m; about 65 km west
// of Edmonton; northern pike, walleye and perch.
export const HELD_LAKE: readonly EvalCase[] = [
  ask('lake-04', 'lake', 'What is the elevation of Wabamun Lake?', { all: ['724'] }),
  ask('lake-08', 'lake', 'Is the lake shallow?', { any: [['5.5', '11 m']] }),
  ask('lake-12', 'lake', 'Tell me some facts about the lake', { any: [['8,800', '8800', '8 800', '11 m', '5.5', '724', '65 km']] }),
];
