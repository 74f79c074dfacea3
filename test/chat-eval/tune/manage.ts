import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

const MANAGE = [
  'manage link',
  'manage your booking',
  'manage booking',
  'link in your confirmation',
  'confirmation email',
  'confirmation link',
];

// The confirmation email and SMS carry a manage link: cancel by the refund policy until the trip
// begins, move it online until 48 hours before; after that, or to a dearer date, call the guide.
export const TUNE_MANAGE: readonly EvalCase[] = [
  ask('manage-01', 'manage', 'How do I change the date of my booking?', { any: [MANAGE], all: ['48 hours'] }),
  ask('manage-02', 'manage', 'How do I cancel my booking?', { any: [MANAGE] }),
  ask('manage-03', 'manage', 'My trip is tomorrow, can I move it online?', { all: [PHONE] }),
  ask('manage-05', 'manage', 'I deleted my confirmation email, how do I change my booking now?', { all: [PHONE] }),
  ask('manage-06', 'manage', 'Can I switch my half day from the morning to the afternoon?', { any: [[...MANAGE, PHONE]] }),
  ask('manage-07', 'manage', 'Can I add two more people to my booking?', { all: [PHONE] }),
  ask('manage-09', 'manage', 'My trip is in 5 days, can I still change it myself?', { any: [MANAGE] }),
  ask('manage-10', 'manage', 'I want to cancel my trip next week, how?', { any: [MANAGE] }),
  ask('manage-11', 'manage', 'Can I change my package from the half day to the full day?', { all: [PHONE] }),
  ask('manage-13', 'manage', 'how do i see my booking details?', { any: [MANAGE] }),
  ask('manage-14', 'manage', 'Can I move my booking to a date that is already full?', {
    any: [['no longer available', 'not available', 'booked', 'full', 'waitlist']],
  }),
  ask('manage-15', 'manage', 'I booked the wrong date by mistake, help', { any: [[...MANAGE, PHONE]] }),
];
