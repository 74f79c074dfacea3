/** The wordings an answer may use for a fact, shared by the round's two files. */
export const MANAGE = [
  'manage link',
  'manage your booking',
  'manage booking',
  'manage page',
  'manage your trip',
  'link in your confirmation',
  'link in the confirmation',
  'confirmation email',
  'confirmation link',
  'booking link',
];
export const EMAIL = 'bookings@wabamunfishing.ca';
export const FULL_REFUND = [
  'full refund',
  'refunded in full',
  'refund in full',
  '100%',
  'everything back',
  'all of it back',
  'full amount',
];
export const HALF = ['50%', 'half'];
export const NO_REFUND = [
  'no refund',
  'not refunded',
  'non-refundable',
  'not refundable',
  "won't be refunded",
  'will not be refunded',
  'no money back',
  'nothing back',
  "isn't refundable",
  'is not refundable',
];
export const REFUND_DAYS = ['5 to 7 business days', '5-7 business days', '5–7 business days', '5 to 7 days', '5-7 days'];
export const WAIVER_PAGE = ['/liability-waiver', 'liability waiver', 'waiver page', 'waiver form', 'waiver online', 'online waiver'];
export const GUARDIAN = ['guardian', 'parent'];
export const WAITLIST = ['waitlist', 'wait list', 'waiting list'];
export const LICENCE = ['licence', 'license'];
export const IN_FULL = [
  'in full',
  'full amount',
  'full payment',
  'paid in full',
  'nothing more',
  'nothing else',
  'nothing left',
  'no balance',
  'already paid',
  'at booking',
  'when you book',
  'up front',
  'upfront',
];
export const INCLUDED = [
  'included',
  'on the boat',
  'provide',
  'supplied',
  'no gear',
  "don't need",
  'do not need',
  "don't have to",
  'no need',
];
export const TWO_HOLD = ['held', 'hold', '2 hours', 'two hours'];
/** Words only a French answer has: the answer must be in French. */
export const FR = ['vous', 'votre', 'nous', 'personne', 'journée', 'réservation', 'pêche', 'bonjour', 'merci', 'avec'];
export const ES = ['inglés', 'ingles'];
export const DE = ['Englisch'];
export const WELCOME = ['welcome', 'glad', 'pleasure', 'happy to help', 'anytime', 'any time', 'thank', 'enjoy'];
