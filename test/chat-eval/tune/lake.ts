import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// Wabamun Lake: 8,800 hectares; maximum depth 11 m, average 5.5 m; elevation 724 m; about 65 km west
// of Edmonton; northern pike, walleye and perch.
export const TUNE_LAKE: readonly EvalCase[] = [
  ask('lake-01', 'lake', 'How big is Wabamun Lake?', { any: [['8,800', '8800', '8 800']] }),
  ask('lake-02', 'lake', 'What is the maximum depth of the lake?', { all: ['11 m'] }),
  ask('lake-03', 'lake', 'How deep is it on average?', { all: ['5.5'] }),
  ask('lake-05', 'lake', 'How far is the lake from Edmonton?', { all: ['65 km'] }),
  ask('lake-06', 'lake', 'What kind of fish live in Wabamun?', { all: ['pike', 'walleye', 'perch'] }),
  ask('lake-07', 'lake', 'Where exactly are you located?', { any: [['Wabamun']] }),
  ask('lake-09', 'lake', 'How long is the drive from Edmonton?', { any: [['65 km', 'an hour', 'one hour']] }),
  ask('lake-10', 'lake', 'Where can I read more about the lake?', { any: [['/wabamun-lake-info', 'lake information', 'lake info']] }),
  ask('lake-11', 'lake', 'Are there walleye in Wabamun Lake?', { all: ['walleye'] }),
];
