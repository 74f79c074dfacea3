import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

const REFUND = ['full refund', 'refund in full', 'refunded in full'];
const RESCHEDULE = ['reschedule', 'new date', 'another date'];

// When wind, lightning or storms make the lake unsafe the trip is cancelled: a full refund or a free
// reschedule. Light rain does not stop a trip: bring a rain jacket.
export const TUNE_WEATHER: readonly EvalCase[] = [
  ask('weather-01', 'weather', 'What happens if there is a thunderstorm on my trip day?', { any: [REFUND, RESCHEDULE] }),
  ask('weather-02', 'weather', 'Do you still go out if it rains a little?', { any: [['rain jacket', 'rain gear', 'light rain']] }),
  ask('weather-03', 'weather', 'Who decides if it is too windy?', { any: [['unsafe', 'safety']] }),
  ask('weather-05', 'weather', 'Do I lose my money if the weather is bad?', { any: [REFUND] }),
  ask('weather-06', 'weather', 'Is there lightning policy?', { any: [['lightning', 'unsafe', 'safety']] }),
  ask('weather-07', 'weather', 'Is the reschedule free if weather cancels the trip?', { any: [['free']] }),
  ask('weather-09', 'weather', 'If I cancel myself because I think it will rain, do I get a refund?', { all: ['48 hours'] }),
  ask('weather-10', 'weather', 'How will I know if my trip is cancelled for weather?', {
    any: [REFUND, RESCHEDULE, ['SMS', 'text', 'email', 'call']],
  }),
  ask('weather-11', 'weather', 'Weather policy?', { any: [REFUND, RESCHEDULE] }),
];
