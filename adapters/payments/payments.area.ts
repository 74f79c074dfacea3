import { Area } from '../shared/area';
import { PaymentsModule } from './payments.module';
import { paymentsTables } from './payments.tables';

/** Payments: the payment provider chosen from the configuration (Stripe or the built-in test gateway). */
export const paymentsArea: Area = {
  ...paymentsTables,
  modules: (config) => [PaymentsModule.forRoot(config)],
};
