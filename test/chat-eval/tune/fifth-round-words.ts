/** The wordings an answer may use for a fact, shared by the round's two files. */
export const EMAIL = 'bookings@wabamunfishing.ca';
export const LICENCE = ['licence', 'license'];
export const FULL_REFUND = [
  'full refund',
  'refunded in full',
  'refund in full',
  '100%',
  'everything back',
  'all of it back',
  'full amount back',
];
export const HALF_REFUND = ['50%', 'half'];
export const NO_REFUND = [
  'no refund',
  'not refunded',
  'non-refundable',
  'not refundable',
  "won't be refunded",
  'no money back',
  'nothing back',
  'not eligible',
  'under 24 hours',
  'less than 24 hours',
];
export const REFUND_DAYS = ['5 to 7 business days', '5-7 business days', '5–7 business days', '5 to 7 days', '5-7 days', '5–7 days'];
export const RESCHEDULE = ['reschedule', 'new date', 'another date', 'different date'];
export const IN_FULL = [
  'in full',
  'full amount',
  'full payment',
  'whole amount',
  'pay the whole',
  'paid upfront',
  'up front',
  'upfront',
  'at booking',
  'when you book',
  'at the time of booking',
];
export const KID_AGE = ['12 and under', '12 or under', 'under 13', 'aged 12', '12 and younger', '12 or younger'];
export const LUNCH_INCLUDED = [
  'shore lunch',
  'lunch and drinks',
  'lunch is included',
  'includes lunch',
  'lunch included',
  'includes a shore lunch',
];
export const WAIVER_PAGE = ['/liability-waiver', 'liability waiver', 'waiver page', 'waiver form', 'waiver online'];
export const GUARDIAN = ['guardian', 'parent'];
export const OPTIONAL = [
  'optional',
  'not required',
  "don't have to",
  'do not have to',
  'up to you',
  'if you wish',
  'if you want',
  'not mandatory',
];
export const MANAGE = [
  'manage',
  'confirmation email',
  'confirmation link',
  'confirmation text',
  'confirmation sms',
  'link in your confirmation',
  'link in the confirmation',
];
export const HOURS_48 = ['48 hours', '48 h', '48-hour', '48h', 'two days'];
export const WAITLIST = ['waitlist', 'wait list', 'waiting list', "liste d'attente"];
export const WHO = ['Dale', 'Wabamun'];
export const WELCOME = ['welcome', 'glad', 'pleasure', 'happy to help', 'anytime', 'any time', 'no problem'];

/** Words only a French answer has: the answer must be in French. */
export const FR = [
  'vous',
  'votre',
  'nous',
  'personne',
  'journée',
  'réservation',
  'pêche',
  'bonjour',
  'merci',
  'avec',
  'remboursement',
  'enfants',
];
export const ES = ['inglés', 'ingles'];
export const DE = ['Englisch'];
export const IT = ['inglese'];
