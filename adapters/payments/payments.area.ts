import { Area } from '../shared/area';
import { PaymentsModule } from './payments.module';
import { paymentEntities, paymentMigrations } from './test-gateway-tables';

/** Payments: the payment provider chosen from the configuration (Stripe or the built-in test gateway). */
export const paymentsArea: Area = {
  name: 'payments',
  modules: (config) => [PaymentsModule.forRoot(config)],
  entities: paymentEntities,
  migrations: paymentMigrations,
};
