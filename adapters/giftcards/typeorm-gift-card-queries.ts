import { DataSource } from 'typeorm';
import { GiftCardQueries } from '../../application/giftcards/gift-card-queries';
import { GiftCardMovementRow, GiftCardRevenue, GiftCardRow, GiftCardView } from '../../application/giftcards/gift-card-read-models';
import { prepared, sqlPool } from '../persistence/sql-pool';

export class TypeOrmGiftCardQueries implements GiftCardQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<GiftCardView[]> {
    const cards = await this.select<GiftCardRow>('SELECT * FROM gift_cards ORDER BY "orderedAt" DESC, "id" DESC LIMIT 1000', []);
    if (cards.length === 0) return [];
    const movements = await this.select<GiftCardMovementRow>(
      'SELECT * FROM gift_card_movements WHERE "giftCardId" = ANY($1::text[]) ORDER BY "giftCardId", "version"',
      [cards.map((c) => c.id)],
    );
    const byCard = new Map<string, Omit<GiftCardMovementRow, 'giftCardId'>[]>();
    for (const { giftCardId, ...movement } of movements) byCard.set(giftCardId, [...(byCard.get(giftCardId) ?? []), movement]);
    return cards.map(({ version: _version, ...card }) => ({ ...card, history: byCard.get(card.id) ?? [] }));
  }

  async revenue(from: Date, to: Date): Promise<GiftCardRevenue> {
    const [sold] = await this.select<{ count: string | number; cents: string | number | null }>(
      'SELECT COUNT(*) AS "count", SUM("amountCents") AS "cents" FROM gift_cards WHERE "issuedAt" >= $1 AND "issuedAt" < $2',
      [from, to],
    );
    const moved = await this.select<{ kind: string; cents: string | number | null }>(
      `SELECT "kind", SUM("amountCents") AS "cents" FROM gift_card_movements WHERE "kind" IN ('redeemed', 'returned') AND "at" >= $1 AND "at" < $2 GROUP BY "kind"`,
      [from, to],
    );
    const of = (kind: string) => Number(moved.find((m) => m.kind === kind)?.cents ?? 0);
    return {
      soldCount: Number(sold?.count ?? 0),
      soldCents: Number(sold?.cents ?? 0),
      redeemedCents: of('redeemed'),
      returnedCents: of('returned'),
    };
  }

  unreportedSince(since: Date): Promise<{ id: string; paymentIntentId: string }[]> {
    return this.select(
      `SELECT "id", "paymentIntentId" FROM gift_cards WHERE "status" = 'ordered' AND "orderedAt" >= $1 ORDER BY "orderedAt" LIMIT 500`,
      [since],
    );
  }

  strandedRedemptions(since: Date, before: Date): Promise<{ giftCardId: string; bookingId: string }[]> {
    return this.select(
      `SELECT DISTINCT m."giftCardId", m."bookingId" FROM gift_card_movements m
        WHERE m."kind" = 'redeemed' AND m."at" >= $1 AND m."at" < $2
          AND NOT EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = m."bookingId")
          AND NOT EXISTS (
            SELECT 1 FROM gift_card_movements r WHERE r."kind" = 'returned' AND r."giftCardId" = m."giftCardId" AND r."bookingId" = m."bookingId"
          )
        LIMIT 500`,
      [since, before],
    );
  }

  private async select<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    const { rows } = await sqlPool(this.dataSource).query<Row & object>(prepared(sql, params));
    return rows;
  }
}
