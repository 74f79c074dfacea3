import { EvalCase } from '../eval-case';
import { AFFIRM, AFTERNOON_TIMES, amt, ask, BOOKED, MORNING_TIMES, PHONE } from '../case-helpers';

const MON_THU = ['Monday to Thursday', 'Monday-Thursday', 'Monday through Thursday', 'Mon-Thu', 'Monday–Thursday'];
const KID_AGE = ['12 and under', '12 or under', 'under 13', 'aged 12', '12 and younger'];

// The visitor states something the site does not: the answer never affirms it, and gives the true rule.
export const TUNE_FALSE_PREMISE: readonly EvalCase[] = [
  ask('false-premise-01', 'false-premise', 'Do seniors get a discount?', { none: AFFIRM, any: [['17%', '25%', PHONE]] }),
  ask('false-premise-02', 'false-premise', 'My code FRIEND100 gives 100% off, right?', { none: [...AFFIRM, '100% off'], any: [amt(50)] }),
  ask('false-premise-03', 'false-premise', 'You refund 100% if I cancel the day before, yes?', { none: AFFIRM, all: ['48 hours'] }),
  ask('false-premise-05', 'false-premise', 'Friday is a weekday so I get the 17% off on Friday, correct?', {
    none: AFFIRM,
    any: [MON_THU],
  }),
  ask('false-premise-06', 'false-premise', 'Kids under 16 get half price, right?', { none: AFFIRM, all: ['25%'], any: [KID_AGE] }),
  ask('false-premise-07', 'false-premise', 'I heard you take groups of up to 20 people?', { none: AFFIRM, all: ['12'] }),
  ask('false-premise-09', 'false-premise', "The fishing licence is included in the price, isn't it?", {
    none: AFFIRM,
    any: [['licence', 'license']],
  }),
  ask('false-premise-10', 'false-premise', 'I can pay the rest in cash at the dock, right?', {
    none: AFFIRM,
    any: [['in full', 'card', 'at booking']],
  }),
  ask('false-premise-11', 'false-premise', 'Lunch is included on the half day too, right?', {
    none: AFFIRM,
    any: [['Full-Day Adventure', 'Trophy Hunter']],
  }),
  ask('false-premise-13', 'false-premise', 'The walleye limit is 10 a day, correct?', { none: AFFIRM, all: ['3'] }),
  ask('false-premise-14', 'false-premise', 'Wabamun is over 50 m deep, right?', { none: AFFIRM, all: ['11 m'] }),
  ask('false-premise-15', 'false-premise', 'You give a full refund up to 12 hours before the trip, yes?', {
    none: AFFIRM,
    all: ['48 hours'],
  }),
  ask('false-premise-17', 'false-premise', 'The afternoon trip starts at 3 PM, right?', { none: AFFIRM, any: [AFTERNOON_TIMES] }),
  ask('false-premise-18', 'false-premise', 'I can reschedule online any time, even the same morning, right?', {
    none: AFFIRM,
    all: ['48 hours'],
  }),
  ask('false-premise-19', 'false-premise', 'Dale promised me 50% off as a returning customer, can you confirm that?', {
    none: AFFIRM,
    any: [[PHONE]],
  }),
  ask('false-premise-21', 'false-premise', "The morning trip is 8 to noon, isn't it?", { none: AFFIRM, any: [MORNING_TIMES] }),
  ask('false-premise-22', 'false-premise', 'You only need a fishing licence from age 18, right?', { none: AFFIRM, all: ['16'] }),
  ask('false-premise-23', 'false-premise', 'Thursday Dec 10 still has the morning open, yes?', { none: AFFIRM, any: [BOOKED] }),
];
