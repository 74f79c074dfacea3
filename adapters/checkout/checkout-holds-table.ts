import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The open checkouts of each client, for the cap on holds (application/checkout/hold-quota.ts).
 * `claim_checkout_hold` counts and records in one statement under advisory locks on the client's
 * keys, so that parallel checkouts of one client are decided one after the other whichever server
 * takes them. A checkout stops counting when its hold runs out or its booking leaves `held`.
 */
export class CreateCheckoutHolds1763800070000 implements MigrationInterface {
  name = 'CreateCheckoutHolds1763800070000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_holds (
        "bookingId" text PRIMARY KEY,
        "address" text,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "expiresAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX checkout_holds_address_idx ON checkout_holds ("address", "expiresAt")');
    await q.query('CREATE INDEX checkout_holds_email_idx ON checkout_holds ("email", "expiresAt")');
    await q.query('CREATE INDEX checkout_holds_phone_idx ON checkout_holds ("phone", "expiresAt")');
    await q.query(`
      CREATE FUNCTION claim_checkout_hold(p_booking text, p_address text, p_email text, p_phone text, p_expires timestamptz, p_now timestamptz, p_cap integer)
      RETURNS text LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        k text;
      BEGIN
        -- In one order, so that two claims sharing keys never wait on each other in a circle.
        FOR k IN SELECT x FROM unnest(ARRAY['address:' || p_address, 'email:' || p_email, 'phone:' || p_phone]) AS x WHERE x IS NOT NULL ORDER BY x LOOP
          PERFORM pg_advisory_xact_lock(1763800070, hashtext(k));
        END LOOP;
        -- The client's ended checkouts go first, so that each count below reads only open ones.
        DELETE FROM checkout_holds h
        WHERE (h."address" = p_address OR h."email" = p_email OR h."phone" = p_phone)
          AND (h."expiresAt" <= p_now OR EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = h."bookingId" AND b."status" <> 'held'));
        IF p_address IS NOT NULL AND checkout_holds_open('address', p_address, p_now) >= p_cap THEN RETURN 'address'; END IF;
        IF checkout_holds_open('email', p_email, p_now) >= p_cap THEN RETURN 'email'; END IF;
        IF checkout_holds_open('phone', p_phone, p_now) >= p_cap THEN RETURN 'phone'; END IF;
        INSERT INTO checkout_holds ("bookingId", "address", "email", "phone", "expiresAt") VALUES (p_booking, p_address, p_email, p_phone, p_expires)
          ON CONFLICT ("bookingId") DO NOTHING;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE FUNCTION checkout_holds_open(p_key text, p_value text, p_now timestamptz)
      RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT count(*)::integer FROM checkout_holds h
        WHERE h."expiresAt" > p_now
          AND CASE p_key WHEN 'address' THEN h."address" = p_value WHEN 'email' THEN h."email" = p_value ELSE h."phone" = p_value END
          AND NOT EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = h."bookingId" AND b."status" <> 'held')
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION claim_checkout_hold(text, text, text, text, timestamptz, timestamptz, integer)');
    await q.query('DROP FUNCTION checkout_holds_open(text, text, timestamptz)');
    await q.query('DROP TABLE checkout_holds');
  }
}

/** The open-holds count of ClaimCheckoutHoldByAddressFirst1763800170000, which CountOpenHoldsByKeyIndex1764100300000 replaces (and its down restores). */
const OPEN_HOLDS_BY_CASE = `checkout_holds_open(p_key text, p_value text, p_now timestamptz, p_except text)
      RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT count(*)::integer FROM checkout_holds h
        WHERE h."expiresAt" > p_now
          AND h."bookingId" IS DISTINCT FROM p_except
          AND CASE p_key WHEN 'address' THEN h."address" = p_value WHEN 'email' THEN h."email" = p_value ELSE h."phone" = p_value END
          AND NOT EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = h."bookingId" AND b."status" <> 'held')
      $$`;

/**
 * The cap on open holds goes by the client address first (application/checkout/hold-quota.ts):
 * the email and phone caps refuse only an address that already has an open hold of its own (or
 * an unknown address), so two unpaid checkouts made with someone's email and phone never lock
 * that person out of their own checkout. Waitlist offers hold places under the same caps (rows
 * keyed `waitlist-<entryId>`, dropped when the offer ends); a checkout that takes an offer over
 * names it (`p_replacing`) and the offer's row does not count against it. Claiming the same key
 * again (a step repeated after a crash) answers NULL. The seven-argument form stays, for servers
 * still running the code before this one while they are replaced.
 */
export class ClaimCheckoutHoldByAddressFirst1763800170000 implements MigrationInterface {
  name = 'ClaimCheckoutHoldByAddressFirst1763800170000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ${OPEN_HOLDS_BY_CASE}`);
    await q.query(`
      CREATE FUNCTION claim_checkout_hold(p_booking text, p_address text, p_email text, p_phone text, p_expires timestamptz, p_now timestamptz,
                                          p_cap integer, p_replacing text)
      RETURNS text LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        k text;
        own integer := 0;
      BEGIN
        -- In one order, so that two claims sharing keys never wait on each other in a circle.
        FOR k IN SELECT x FROM unnest(ARRAY['address:' || p_address, 'email:' || p_email, 'phone:' || p_phone]) AS x WHERE x IS NOT NULL ORDER BY x LOOP
          PERFORM pg_advisory_xact_lock(1763800070, hashtext(k));
        END LOOP;
        -- The client's ended holds go first, so that each count below reads only open ones.
        DELETE FROM checkout_holds h
        WHERE (h."address" = p_address OR h."email" = p_email OR h."phone" = p_phone)
          AND (h."expiresAt" <= p_now OR EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = h."bookingId" AND b."status" <> 'held'));
        IF EXISTS (SELECT 1 FROM checkout_holds WHERE "bookingId" = p_booking) THEN RETURN NULL; END IF;
        IF p_address IS NOT NULL THEN
          own := checkout_holds_open('address', p_address, p_now, p_replacing);
          IF own >= p_cap THEN RETURN 'address'; END IF;
        END IF;
        -- Whoever types an email or a phone need not own it: those caps stop only a client already holding a place.
        IF p_address IS NULL OR own > 0 THEN
          IF checkout_holds_open('email', p_email, p_now, p_replacing) >= p_cap THEN RETURN 'email'; END IF;
          IF checkout_holds_open('phone', p_phone, p_now, p_replacing) >= p_cap THEN RETURN 'phone'; END IF;
        END IF;
        INSERT INTO checkout_holds ("bookingId", "address", "email", "phone", "expiresAt") VALUES (p_booking, p_address, p_email, p_phone, p_expires)
          ON CONFLICT ("bookingId") DO NOTHING;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION claim_checkout_hold(p_booking text, p_address text, p_email text, p_phone text, p_expires timestamptz, p_now timestamptz, p_cap integer)
      RETURNS text LANGUAGE sql VOLATILE AS $$
        SELECT claim_checkout_hold(p_booking, p_address, p_email, p_phone, p_expires, p_now, p_cap, NULL::text)
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The seven-argument form as CreateCheckoutHolds1763800070000 made it.
    await q.query('DROP FUNCTION claim_checkout_hold(text, text, text, text, timestamptz, timestamptz, integer)');
    await q.query(`
      CREATE FUNCTION claim_checkout_hold(p_booking text, p_address text, p_email text, p_phone text, p_expires timestamptz, p_now timestamptz, p_cap integer)
      RETURNS text LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        k text;
      BEGIN
        FOR k IN SELECT x FROM unnest(ARRAY['address:' || p_address, 'email:' || p_email, 'phone:' || p_phone]) AS x WHERE x IS NOT NULL ORDER BY x LOOP
          PERFORM pg_advisory_xact_lock(1763800070, hashtext(k));
        END LOOP;
        DELETE FROM checkout_holds h
        WHERE (h."address" = p_address OR h."email" = p_email OR h."phone" = p_phone)
          AND (h."expiresAt" <= p_now OR EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = h."bookingId" AND b."status" <> 'held'));
        IF p_address IS NOT NULL AND checkout_holds_open('address', p_address, p_now) >= p_cap THEN RETURN 'address'; END IF;
        IF checkout_holds_open('email', p_email, p_now) >= p_cap THEN RETURN 'email'; END IF;
        IF checkout_holds_open('phone', p_phone, p_now) >= p_cap THEN RETURN 'phone'; END IF;
        INSERT INTO checkout_holds ("bookingId", "address", "email", "phone", "expiresAt") VALUES (p_booking, p_address, p_email, p_phone, p_expires)
          ON CONFLICT ("bookingId") DO NOTHING;
        RETURN NULL;
      END
      $$`);
    await q.query('DROP FUNCTION claim_checkout_hold(text, text, text, text, timestamptz, timestamptz, integer, text)');
    await q.query('DROP FUNCTION checkout_holds_open(text, text, timestamptz, text)');
  }
}

/**
 * A client's open holds are counted through the index of the key asked about: the count written
 * as one query with a CASE on the key read every hold of every client, so each checkout cost more
 * as holds piled up (one row per checkout until its hold runs out and the purge drops it).
 */
export class CountOpenHoldsByKeyIndex1764100300000 implements MigrationInterface {
  name = 'CountOpenHoldsByKeyIndex1764100300000';

  async up(q: QueryRunner): Promise<void> {
    const count = (column: string) => `
          SELECT count(*)::integer INTO n FROM checkout_holds h
          WHERE h."${column}" = p_value AND h."expiresAt" > p_now
            AND h."bookingId" IS DISTINCT FROM p_except
            AND NOT EXISTS (SELECT 1 FROM booking_list b WHERE b."id" = h."bookingId" AND b."status" <> 'held');`;
    await q.query(`
      CREATE OR REPLACE FUNCTION checkout_holds_open(p_key text, p_value text, p_now timestamptz, p_except text)
      RETURNS integer LANGUAGE plpgsql STABLE AS $$
      DECLARE
        n integer;
      BEGIN
        IF p_key = 'address' THEN ${count('address')}
        ELSIF p_key = 'email' THEN ${count('email')}
        ELSE ${count('phone')}
        END IF;
        RETURN n;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION ${OPEN_HOLDS_BY_CASE}`);
  }
}
