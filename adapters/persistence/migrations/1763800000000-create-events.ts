import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEvents1763800000000 implements MigrationInterface {
  name = 'CreateEvents1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        category text NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        recorded_at timestamptz NOT NULL,
        CONSTRAINT events_event_id_key UNIQUE (event_id),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, version)
      )`);
    await q.query('CREATE INDEX events_global_order_idx ON events (transaction_id, global_position)');
    await q.query('CREATE INDEX events_category_idx ON events (category)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE events');
  }
}
