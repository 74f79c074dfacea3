/** The wordings an answer may use for a fact, shared by the sixth round's two files. */
export const EMAIL = 'bookings@wabamunfishing.ca';
export const MANAGE = [
  'manage link',
  'manage your booking',
  'manage booking',
  'manage your trip',
  'link in your confirmation',
  'confirmation email',
  'confirmation link',
];
export const IN_FULL = [
  'in full',
  'full amount',
  'full payment',
  'pay the whole',
  'paid upfront',
  'up front',
  'upfront',
  'at booking',
  'when you book',
  'at the time of booking',
];
export const WAITLIST = ['waitlist', 'wait list', 'waiting list', "liste d'attente"];
export const TEXT_MSG = ['text', 'SMS'];
export const REFUND_DAYS = ['5 to 7 business days', '5-7 business days', '5–7 business days'];
export const FULL_REFUND = ['full refund', 'refunded in full', 'refund in full', '100%'];
export const NO_REFUND = [
  'no refund',
  'not refunded',
  'non-refundable',
  'not refundable',
  "won't be refunded",
  'no money back',
  'nothing back',
];
export const RESCHEDULE = ['reschedule', 'new date', 'another date'];
export const MON_THU = ['Monday to Thursday', 'Monday-Thursday', 'Monday through Thursday', 'Mon-Thu', 'Monday–Thursday', 'Mon–Thu'];
export const KID_AGE = ['12 and under', '12 or under', 'under 13', 'aged 12', '12 and younger', '12 or younger'];
export const WAIVER_PAGE = ['/liability-waiver', 'liability waiver', 'waiver page', 'waiver form'];
export const GUARDIAN = ['guardian', 'parent'];
export const GEAR = ['rods', 'rod', 'tackle', 'bait', 'reels'];
export const LICENCE = ['licence', 'license'];
export const FULL_DAY_SLOT = ['full day', 'full-day', 'Full-Day'];
export const OPEN = ['available', 'open', 'free', 'bookable', 'spots'];
export const FR = ['vous', 'votre', 'nous', 'personne', 'journée', 'réservation', 'pêche', 'bonjour', 'merci', 'avec', 'disponible'];
export const ES = ['inglés', 'ingles'];
export const DE = ['Englisch'];
export const WHO = ['Dale', 'Wabamun'];
export const WELCOME = ['welcome', 'glad', 'pleasure', 'happy to help', 'anytime', 'any time'];
