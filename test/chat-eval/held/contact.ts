import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

// The guide is Dale Kowalchuk, (780) 555-0142; email bookings@wabamunfishing.ca; Wabamun Lake, Alberta.
export const HELD_CONTACT: readonly EvalCase[] = [
  ask('contact-04', 'contact', 'I want to talk to a real person', { all: [PHONE], actions: ['call_*'] }),
  ask('contact-08', 'contact', 'Phone number please', { all: [PHONE] }),
  ask('contact-12', 'contact', "What's Dale's last name?", { all: ['Kowalchuk'] }),
  ask('contact-16', 'contact', 'Can the guide call me back?', { actions: ['send_sms'] }),
];
