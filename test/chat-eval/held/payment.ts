import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

// Payment is taken in full at booking, online by card, in Canadian dollars.
export const HELD_PAYMENT: readonly EvalCase[] = [
  ask('payment-04', 'payment', 'Can I pay with a credit card?', { any: [['card']] }),
  ask('payment-08', 'payment', 'The payment went through but I got an error about confirmation', { all: [PHONE] }),
  ask('payment-12', 'payment', 'Do you take debit cards?', { any: [['card']] }),
  ask('payment-16', 'payment', 'Will I get a receipt after paying?', { any: [['email', 'confirmation']] }),
];
