import { DataSource } from 'typeorm';
import { CodeOwner, CreditAccountLookup, QuoteCustomer, ReferralCodes } from '../../application/bookings/referral-codes';
import { ReferralQueries } from '../../application/referrals/referral-queries';
import {
  CreditAccountRow,
  CreditAccountView,
  CreditMovementRow,
  ReferralCodeRow,
  ReferralRequestRow,
  ReferralRow,
  ShareCodeRow,
} from '../../application/referrals/referral-read-models';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { emailKey, phoneKey } from '../../domain/checkout/checkout-rules';
import { creditAccountKeys } from '../../domain/referrals/referral-rules';
import { prepared, sqlPool } from '../persistence/sql-pool';

export class TypeOrmReferralQueries implements ReferralQueries {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<ReferralRow[]> {
    return this.select<ReferralRow>('SELECT * FROM referrals ORDER BY "createdAt" DESC, "id" DESC', []);
  }

  due(now: Date, limit: number): Promise<ReferralRow[]> {
    return this.select<ReferralRow>(
      `SELECT * FROM referrals WHERE ("status" = 'pending' AND "tripEndsAt" <= $1) OR "status" = 'completed' ORDER BY "tripEndsAt", "id" LIMIT $2`,
      [now, limit],
    );
  }

  async code(code: string): Promise<ReferralCodeRow | undefined> {
    return (await this.select<ReferralCodeRow>('SELECT * FROM referral_codes WHERE "code" = $1', [code]))[0];
  }

  async shareCode(code: string): Promise<ShareCodeRow | undefined> {
    // The booking as it is now: a trip moved to another date is shared with its new date.
    const rows = await this.select<ReferralCodeRow & { tripDate: string | null; tripTime: TimeSlot | null }>(
      'SELECT c.*, b."date" AS "tripDate", b."time" AS "tripTime" FROM referral_codes c LEFT JOIN booking_list b ON b."id" = c."bookingId" WHERE c."code" = $1',
      [code],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { tripDate, tripTime, ...owner } = row;
    return { ...owner, trip: tripDate && tripTime ? { date: tripDate, time: tripTime } : null };
  }

  async creditAccounts(): Promise<CreditAccountView[]> {
    const accounts = await this.select<CreditAccountRow>('SELECT * FROM credit_accounts ORDER BY "updatedAt" DESC, "account"', []);
    if (accounts.length === 0) return [];
    const movements = await this.select<CreditMovementRow>(
      'SELECT * FROM credit_movements WHERE "account" = ANY($1::text[]) ORDER BY "account", "version"',
      [accounts.map((a) => a.account)],
    );
    return accounts.map(({ version: _version, ...account }) => ({
      ...account,
      movements: movements.filter((m) => m.account === account.account).map(({ account: _account, ...movement }) => movement),
    }));
  }

  requests(): Promise<ReferralRequestRow[]> {
    return this.select<ReferralRequestRow>('SELECT * FROM referral_requests ORDER BY "sentAt" DESC, "bookingId" DESC LIMIT 1000', []);
  }

  private async select<Row>(sql: string, params: unknown[]): Promise<Row[]> {
    const { rows } = await sqlPool(this.dataSource).query<Row & object>(prepared(sql, params));
    return rows;
  }
}

/**
 * The customer's accounts: named by their phone or email, or held by someone with the same phone or
 * email (indexed: credit-account-holder-indexes.ts; exported for the test of its plan).
 */
export const CUSTOMER_ACCOUNTS = `"account" = ANY($1::text[]) OR lower(btrim("holderEmail")) = $2 OR right(regexp_replace("holderPhone", '\\D', '', 'g'), 10) = $3`;

function customerParams(customer: QuoteCustomer): unknown[] {
  const email = customer.email ? emailKey(customer.email) : '';
  const phone = customer.phone ? phoneKey(customer.phone) : '';
  return [creditAccountKeys(customer), email || null, phone.length >= 7 ? phone : null];
}

/** What pricing and the referral steps read of the referral records: codes, earlier bookings, credit accounts. */
export class TypeOrmReferralCodes implements ReferralCodes, CreditAccountLookup {
  constructor(private readonly dataSource: DataSource) {}

  async ownerOf(code: string): Promise<CodeOwner | undefined> {
    const row = await new TypeOrmReferralQueries(this.dataSource).code(code);
    return row && { code: row.code, bookingId: row.bookingId, name: row.ownerName, phone: row.ownerPhone, email: row.ownerEmail };
  }

  async hasEarlierBooking(customer: QuoteCustomer): Promise<boolean> {
    const email = customer.email ? emailKey(customer.email) : '';
    const phone = customer.phone ? phoneKey(customer.phone) : '';
    if (!email && phone.length < 7) return false;
    const { rows } = await sqlPool(this.dataSource).query<{ found: number }>(
      prepared(
        `SELECT 1 AS "found" FROM booking_list WHERE "status" = 'confirmed' AND NOT "test" AND (lower(btrim("email")) = $1 OR right(regexp_replace("phone", '\\D', '', 'g'), 10) = $2) LIMIT 1`,
        [email || null, phone.length >= 7 ? phone : null],
      ),
    );
    return rows.length > 0;
  }

  async creditCents(customer: QuoteCustomer): Promise<number> {
    const { rows } = await sqlPool(this.dataSource).query<{ balance: string | number | null }>(
      prepared(`SELECT SUM("balanceCents") AS "balance" FROM credit_accounts WHERE ${CUSTOMER_ACCOUNTS}`, customerParams(customer)),
    );
    return Math.max(0, Number(rows[0]?.balance ?? 0));
  }

  async claimCredit(claim: { bookingId: string; customer: QuoteCustomer; expiresAt: Date; now: Date }): Promise<boolean> {
    const accounts = await this.accountsOf(claim.customer);
    if (accounts.length === 0) return true;
    const { rows } = await sqlPool(this.dataSource).query<{ claimed: boolean }>(
      prepared('SELECT claim_credit($1, $2::text[], $3, $4) AS "claimed"', [claim.bookingId, accounts, claim.expiresAt, claim.now]),
    );
    return rows[0]?.claimed === true;
  }

  async releaseCredit(bookingId: string): Promise<void> {
    await sqlPool(this.dataSource).query(prepared('DELETE FROM credit_claims WHERE "bookingId" = $1', [bookingId]));
  }

  async accountsOf(customer: QuoteCustomer): Promise<string[]> {
    const { rows } = await sqlPool(this.dataSource).query<{ account: string }>(
      prepared(
        `SELECT "account" FROM credit_accounts WHERE ${CUSTOMER_ACCOUNTS} ORDER BY ("account" = ANY($1::text[])) DESC, "createdAt", "account"`,
        customerParams(customer),
      ),
    );
    return rows.map((r) => r.account);
  }
}
