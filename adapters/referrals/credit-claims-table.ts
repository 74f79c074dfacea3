import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which open checkout counts on a customer's referral credit (application/bookings/referral-codes.ts,
 * claimCredit). The balance is only spent once the payment arrives, so without a claim two
 * checkouts started together would both be priced with the same credit, and one of them paid for
 * with credit that is no longer there. `claim_credit` decides under advisory locks on the
 * customer's accounts, taken in one order, so that parallel checkouts on any server meet one
 * answer: the first claims the credit, the others are priced without it. A claim ends with its
 * hold (its time ran out, or its booking left `held`: paid, released, lapsed).
 */
export class CreateCreditClaims1763800160001 implements MigrationInterface {
  name = 'CreateCreditClaims1763800160001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credit_claims (
        "account" text PRIMARY KEY,
        "bookingId" text NOT NULL,
        "expiresAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX credit_claims_booking_idx ON credit_claims ("bookingId")');
    await q.query(`
      CREATE FUNCTION claim_credit(p_booking text, p_accounts text[], p_expires timestamptz, p_now timestamptz)
      RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        k text;
      BEGIN
        FOR k IN SELECT DISTINCT x FROM unnest(p_accounts) AS x ORDER BY x LOOP
          PERFORM pg_advisory_xact_lock(1763800161, hashtext(k));
        END LOOP;
        -- Claims whose checkout is over go first: their time ran out, or their booking is no longer waiting for its payment.
        DELETE FROM credit_claims c
        WHERE c."account" = ANY(p_accounts)
          AND c."bookingId" <> p_booking
          AND (c."expiresAt" <= p_now OR EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = c."bookingId" AND b."status" <> 'held'));
        IF EXISTS (SELECT 1 FROM credit_claims c WHERE c."account" = ANY(p_accounts) AND c."bookingId" <> p_booking) THEN
          RETURN false;
        END IF;
        INSERT INTO credit_claims ("account", "bookingId", "expiresAt")
          SELECT DISTINCT x, p_booking, p_expires FROM unnest(p_accounts) AS x
          ON CONFLICT ("account") DO NOTHING;
        RETURN true;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION claim_credit(text, text[], timestamptz, timestamptz)');
    await q.query('DROP TABLE credit_claims');
  }
}
