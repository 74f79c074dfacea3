import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { CheckoutService } from '../../application/checkout/checkout-service';
import { GiftCardService } from '../../application/giftcards/gift-card-service';
import { LeaseKeeper } from '../leases/lease-keeper';

/** How often paid-but-unconfirmed checkouts are looked for while the server runs. */
const EVERY_MS = 60_000;
const LEASE = 'job:payment-reconciliation';

/**
 * No payment stays without a booking: a server stopped mid-checkout completes it at the next start
 * (every server's start-up run), and the server holding the lease looks again every minute.
 */
@Injectable()
export class PaymentReconciliation implements OnApplicationBootstrap {
  private readonly logger = new Logger('Payments');
  private running = false;

  constructor(
    private readonly checkout: CheckoutService,
    private readonly giftCards: GiftCardService,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  @Interval('payment-reconciliation', EVERY_MS)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const { confirmed, refunded } = await this.checkout.reconcile();
      if (confirmed || refunded) this.logger.log(`Reconciled payments: ${confirmed} booking(s) confirmed, ${refunded} refunded`);
      // Gift cards are paid through the same gateway: none stays paid and not issued either.
      const issued = await this.giftCards.reconcile();
      if (issued) this.logger.log(`Reconciled payments: ${issued} gift card(s) issued`);
    } catch (error) {
      this.logger.error('Payment reconciliation failed; it runs again shortly', error instanceof Error ? error.stack : error);
    } finally {
      this.running = false;
    }
  }
}
