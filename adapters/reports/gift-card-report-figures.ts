import { GiftCardService } from '../../application/giftcards/gift-card-service';
import { GiftCardFigures, GiftCardRevenue } from '../../application/reports/gift-card-figures';
import { addDays, instantOnLake } from '../../domain/shared/calendar';

/**
 * The report's gift-card section from the gift cards area's own query: the report's days are the
 * lake's, from the first day's midnight to the midnight after the last (the query's end is not
 * included). What a cancellation gave back to a card is not spent: redeemed counts net of returns.
 */
export class GiftCardReportFigures implements GiftCardRevenue {
  constructor(private readonly giftCards: GiftCardService) {}

  async figuresBetween(from: string, to: string): Promise<GiftCardFigures> {
    const revenue = await this.giftCards.revenue(instantOnLake(from, 0), instantOnLake(addDays(to, 1), 0));
    return {
      soldCount: revenue.soldCount,
      soldCents: revenue.soldCents,
      redeemedCents: revenue.redeemedCents - revenue.returnedCents,
    };
  }
}
