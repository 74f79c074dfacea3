import type { DataSource } from 'typeorm';
import { RetainedRecords } from '../../application/privacy/retention-purges';
import { prepared, sqlPool } from '../persistence/sql-pool';

// A message still to be sent (pending, or being sent) is never deleted, however old.
const PURGE_OUTBOX = `DELETE FROM outbox_messages WHERE "createdAt" < $1 AND status IN ('sent', 'recorded', 'failed', 'cancelled')`;
const PURGE_INBOUND = 'DELETE FROM inbound_sms WHERE "receivedAt" < $1';
const PURGE_SIGN_INS = 'DELETE FROM sign_ins WHERE "lastAt" < $1';

/** The messages (outbox and texts received) and the sign-in log, deleted by their age. */
export class SqlRetainedRecords implements RetainedRecords {
  constructor(private readonly dataSource: DataSource) {}

  async purgeMessagesBefore(cutoff: Date): Promise<number> {
    const pool = sqlPool(this.dataSource);
    const sent = await pool.query(prepared(PURGE_OUTBOX, [cutoff]));
    const received = await pool.query(prepared(PURGE_INBOUND, [cutoff]));
    return (sent.rowCount ?? 0) + (received.rowCount ?? 0);
  }

  async purgeSignInsBefore(cutoff: Date): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(prepared(PURGE_SIGN_INS, [cutoff]));
    return rowCount ?? 0;
  }
}
