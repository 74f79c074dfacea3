import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

const RESCHEDULE = ['reschedule', 'new date', 'another date'];

// When wind, lightning or storms make the lake unsafe the trip is cancelled: a full refund or a free
// reschedule. Light rain does not stop a trip: bring a rain jacket.
export const HELD_WEATHER: readonly EvalCase[] = [
  ask('weather-04', 'weather', 'If you cancel for weather, can I pick another date instead of a refund?', { any: [RESCHEDULE] }),
  ask('weather-08', 'weather', 'What should I wear if it looks rainy?', { any: [['rain jacket']] }),
  ask('weather-12', 'weather', 'Is it safe to go out with strong wind?', { any: [['safety', 'unsafe']] }),
];
