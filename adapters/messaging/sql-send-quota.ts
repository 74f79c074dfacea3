import { DataSource } from 'typeorm';
import { SEND_WINDOW_MS, SendLimitReached, SendQuota, SendRequest } from '../../application/messaging/send-quota';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** The send limits, decided by `admit_send` (send-quota-table.ts) in one round trip. */
export class SqlSendQuota implements SendQuota {
  constructor(private readonly dataSource: DataSource) {}

  async admit(request: SendRequest): Promise<SendLimitReached | null> {
    const { kind, address, recipient, now, limits } = request;
    const { rows } = await sqlPool(this.dataSource).query<{ reached: SendLimitReached | null }>(
      prepared('SELECT admit_send($1, $2, $3, $4, $5, $6, $7, $8) AS "reached"', [
        kind,
        address,
        recipient,
        now,
        SEND_WINDOW_MS,
        limits.perAddress,
        limits.perRecipient,
        limits.total,
      ]),
    );
    return rows[0]?.reached ?? null;
  }

  async purge(before: Date): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(prepared('DELETE FROM send_quota WHERE "at" < $1', [before]));
    return rowCount ?? 0;
  }
}
