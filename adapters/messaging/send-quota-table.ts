import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The messages the public caused in the last hour (application/messaging/send-quota.ts), one row
 * each. `admit_send` counts and records in one statement under advisory locks on the request's
 * keys, taken in one order, so that parallel requests on any server are decided one after the
 * other and none slips past a count.
 */
export class CreateSendQuota1763800160000 implements MigrationInterface {
  name = 'CreateSendQuota1763800160000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE send_quota (
        "id" bigserial PRIMARY KEY,
        "kind" text NOT NULL,
        "address" text,
        "recipient" text NOT NULL,
        "at" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX send_quota_address_idx ON send_quota ("kind", "address", "at")');
    await q.query('CREATE INDEX send_quota_recipient_idx ON send_quota ("kind", "recipient", "at")');
    await q.query('CREATE INDEX send_quota_at_idx ON send_quota ("kind", "at")');
    await q.query(`
      CREATE FUNCTION admit_send(p_kind text, p_address text, p_recipient text, p_now timestamptz, p_window_ms integer,
                                 p_per_address integer, p_per_recipient integer, p_total integer)
      RETURNS text LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        k text;
        since timestamptz := p_now - make_interval(secs => p_window_ms / 1000.0);
      BEGIN
        -- The kind's total first, then the others in one order: two requests never wait on each other in a circle.
        PERFORM pg_advisory_xact_lock(1763800160, hashtext('total:' || p_kind));
        FOR k IN SELECT x FROM unnest(ARRAY['address:' || p_kind || ':' || p_address, 'recipient:' || p_kind || ':' || p_recipient]) AS x
                 WHERE x IS NOT NULL ORDER BY x LOOP
          PERFORM pg_advisory_xact_lock(1763800160, hashtext(k));
        END LOOP;
        IF p_address IS NOT NULL AND
           (SELECT count(*) FROM send_quota WHERE "kind" = p_kind AND "address" = p_address AND "at" > since) >= p_per_address THEN
          RETURN 'address';
        END IF;
        IF (SELECT count(*) FROM send_quota WHERE "kind" = p_kind AND "recipient" = p_recipient AND "at" > since) >= p_per_recipient THEN
          RETURN 'recipient';
        END IF;
        IF (SELECT count(*) FROM send_quota WHERE "kind" = p_kind AND "at" > since) >= p_total THEN
          RETURN 'total';
        END IF;
        INSERT INTO send_quota ("kind", "address", "recipient", "at") VALUES (p_kind, p_address, p_recipient, p_now);
        RETURN NULL;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION admit_send(text, text, text, timestamptz, integer, integer, integer, integer)');
    await q.query('DROP TABLE send_quota');
  }
}
