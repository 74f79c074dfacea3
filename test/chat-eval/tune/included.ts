import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// On every trip: rods, reels, tackle, bait, life jackets in every size. The full day and the Trophy
// Hunter add a shore lunch and drinks. What to bring: licence, warm layers, rain jacket, hat,
// sunglasses, sunscreen, water, snacks, camera, soft-soled shoes.
export const TUNE_INCLUDED: readonly EvalCase[] = [
  ask('included-01', 'included', 'Is fishing gear included?', {
    any: [
      ['rods', 'rod'],
      ['tackle', 'bait'],
    ],
  }),
  ask('included-02', 'included', 'Do I need to bring my own rod?', { any: [['included', 'no gear', 'on the boat', 'provide']] }),
  ask('included-03', 'included', 'Are life jackets provided for kids?', { any: [['life jacket']] }),
  ask('included-05', 'included', 'Do you supply bait?', { any: [['bait']] }),
  ask('included-06', 'included', 'What should I bring?', {
    any: [
      ['licence', 'license'],
      ['sunscreen', 'rain jacket', 'layers'],
    ],
  }),
  ask('included-07', 'included', 'What shoes should I wear on the boat?', { any: [['soft-soled', 'soft soled']] }),
  ask('included-09', 'included', 'Is food provided on the half day?', { any: [['snacks', 'bring']] }),
  ask('included-10', 'included', 'Should I bring a camera?', { any: [['camera', 'photo']] }),
  ask('included-11', 'included', 'Does the Trophy Hunter come with special tackle?', { any: [['heavy', 'large-bait', 'large bait']] }),
  ask('included-13', 'included', 'Is the fishing licence included in the price?', { any: [['licence', 'license']] }),
  ask('included-14', 'included', 'Do you have tackle for pike?', { any: [['tackle']] }),
  ask('included-15', 'included', 'Will you clean our fish?', { any: [['cleaned', 'clean']] }),
];
