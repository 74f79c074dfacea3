import { DataSource } from 'typeorm';
import { HoldQuota, QuotaKey } from '../../application/checkout/hold-quota';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** The cap on open holds (checkouts and waitlist offers), decided by `claim_checkout_hold` (checkout-holds-table.ts) in one round trip. */
export class SqlHoldQuota implements HoldQuota {
  constructor(private readonly dataSource: DataSource) {}

  async claim(hold: Parameters<HoldQuota['claim']>[0]): Promise<QuotaKey | null> {
    const { bookingId, client, expiresAt, now, cap, replacing } = hold;
    const { rows } = await sqlPool(this.dataSource).query<{ full: QuotaKey | null }>(
      prepared('SELECT claim_checkout_hold($1, $2, $3, $4, $5, $6, $7, $8) AS "full"', [
        bookingId,
        client.address,
        client.email,
        client.phone,
        expiresAt,
        now,
        cap,
        replacing ?? null,
      ]),
    );
    return rows[0]?.full ?? null;
  }

  async drop(bookingId: string): Promise<void> {
    await sqlPool(this.dataSource).query(prepared('DELETE FROM checkout_holds WHERE "bookingId" = $1', [bookingId]));
  }

  async purge(before: Date): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(prepared('DELETE FROM checkout_holds WHERE "expiresAt" < $1', [before]));
    return rowCount ?? 0;
  }
}
