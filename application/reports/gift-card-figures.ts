/**
 * Gift-card money of a range, for the report's gift-card section. The figures belong to the gift
 * cards area: the reports only ask this port, and an adapter over that area's own query answers it.
 */
export interface GiftCardFigures {
  /** Cards sold in the range (by the day of sale on the lake), and what they were sold for, in cents. */
  readonly soldCount: number;
  readonly soldCents: number;
  /** What was paid with cards in the range, net of what cancellations gave back to them, in cents. */
  readonly redeemedCents: number;
}

export interface GiftCardRevenue {
  figuresBetween(from: string, to: string): Promise<GiftCardFigures>;
}
