import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

const IN_FULL = ['in full', 'full amount', 'full payment', 'pay the whole', 'paid upfront', 'up front', 'at booking', 'when you book'];

// Payment is taken in full at booking, online by card, in Canadian dollars.
export const TUNE_PAYMENT: readonly EvalCase[] = [
  ask('payment-01', 'payment', 'How do I pay?', { any: [['card'], ['online', 'booking form', 'when you book', 'at booking']] }),
  ask('payment-02', 'payment', 'Do I need to pay a deposit or the full amount?', { any: [IN_FULL] }),
  ask('payment-03', 'payment', 'When is payment due?', { any: [IN_FULL] }),
  ask('payment-05', 'payment', 'What currency are your prices in?', { any: [['CAD', 'Canadian']] }),
  ask('payment-06', 'payment', 'Is the price per person?', { any: [['per person']] }),
  ask('payment-07', 'payment', 'My card payment failed, what should I do?', { any: [['try again', 'retry', PHONE]] }),
  ask('payment-09', 'payment', 'Do I pay on the day of the trip?', { any: [IN_FULL] }),
  ask('payment-10', 'payment', 'Can I split the payment between two cards?', { handoff: true }),
  ask('payment-11', 'payment', 'Is it safe to pay online?', { any: [['card']] }),
  ask('payment-13', 'payment', 'Can I pay half now and half later?', { any: [IN_FULL] }),
  ask('payment-14', 'payment', 'Is there a booking fee on top of the price?', { any: [['per person']] }),
  ask('payment-15', 'payment', 'Where do I enter my card details?', { any: [['booking form', 'payment', 'Book Now']] }),
];
