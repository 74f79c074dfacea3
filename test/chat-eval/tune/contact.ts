import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

const EMAIL = 'bookings@wabamunfishing.ca';

// The guide is Dale Kowalchuk, (780) 555-0142; email bookings@wabamunfishing.ca; Wabamun Lake, Alberta.
export const TUNE_CONTACT: readonly EvalCase[] = [
  ask('contact-01', 'contact', 'Can I call someone?', { all: [PHONE], actions: ['call_*'] }),
  ask('contact-02', 'contact', "What's the guide's name?", { all: ['Dale'] }),
  ask('contact-03', 'contact', 'What is your email address?', { all: [EMAIL] }),
  ask('contact-05', 'contact', 'Can I text the guide?', { any: [[PHONE]], actions: ['send_sms'] }),
  ask('contact-06', 'contact', 'Who is Dale?', { any: [['guide', 'Kowalchuk']] }),
  ask('contact-07', 'contact', 'How long has Dale been guiding?', { any: [['2014']] }),
  ask('contact-09', 'contact', 'How can I reach you for a special request?', { all: [PHONE] }),
  ask('contact-10', 'contact', 'Where are you based?', { any: [['Wabamun']] }),
  ask('contact-11', 'contact', 'Can I email you my question instead?', { all: [EMAIL] }),
  ask('contact-13', 'contact', 'Is there a number I can call on the day of the trip?', { all: [PHONE] }),
  ask('contact-14', 'contact', 'What does the guide specialise in?', { any: [['pike', 'walleye', 'perch']] }),
  ask('contact-15', 'contact', 'Do you have a contact page?', { any: [[PHONE, EMAIL]] }),
];
