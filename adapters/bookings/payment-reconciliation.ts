import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { CheckoutService } from '../../application/bookings/checkout-service';

/** How often paid-but-unconfirmed checkouts are looked for while the server runs. */
const EVERY_MS = 60_000;

/** No payment stays without a booking: a server stopped mid-checkout completes it at the next start. */
@Injectable()
export class PaymentReconciliation implements OnApplicationBootstrap {
  private readonly logger = new Logger('Payments');
  private running = false;

  constructor(private readonly checkout: CheckoutService) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  @Interval(EVERY_MS)
  async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const { confirmed, refunded } = await this.checkout.reconcile();
      if (confirmed || refunded) this.logger.log(`Reconciled payments: ${confirmed} booking(s) confirmed, ${refunded} refunded`);
    } catch (error) {
      this.logger.error('Payment reconciliation failed; it runs again shortly', error instanceof Error ? error.stack : error);
    } finally {
      this.running = false;
    }
  }
}
