import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// On every trip: rods, reels, tackle, bait, life jackets in every size. The full day and the Trophy
// Hunter add a shore lunch and drinks. What to bring: licence, warm layers, rain jacket, hat,
// sunglasses, sunscreen, water, snacks, camera, soft-soled shoes.
export const HELD_INCLUDED: readonly EvalCase[] = [
  ask('included-04', 'included', 'Is lunch included on the full day?', { any: [['lunch']] }),
  ask('included-08', 'included', 'Do we need to pack drinks for the Trophy Hunter?', { any: [['drinks']] }),
  ask('included-12', 'included', 'What clothes do I need?', { any: [['layers', 'rain jacket']] }),
  ask('included-16', 'included', 'Do I need sunscreen?', { any: [['sunscreen']] }),
];
