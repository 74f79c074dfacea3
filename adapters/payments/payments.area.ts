import { Area } from '../shared/area';
import { PaymentsModule } from './payments.module';
import { paymentsCore } from './payments.core';

/** Payments: the payment provider chosen from the configuration (Stripe or the built-in test gateway). */
export const paymentsArea: Area = {
  ...paymentsCore,
  modules: (config) => [PaymentsModule.forRoot(config)],
};
