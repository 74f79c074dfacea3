import type { Area } from '../shared/area';
import { paymentsCore } from './payments.core';

/** Payments: the payment provider chosen from the configuration (Stripe or the built-in test gateway). */
export const paymentsArea: Area = {
  ...paymentsCore,
  modules: async (config) => [(await import('./payments.module.js')).PaymentsModule.forRoot(config)],
};
