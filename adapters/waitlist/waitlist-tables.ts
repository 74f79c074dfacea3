import { Column, DataSource, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { WaitlistEntryRow, WaitlistLinkStore, WaitlistQueries } from '../../application/waitlist/waitlist-read-models';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { WaitlistEntryStatus } from '../../domain/waitlist/waitlist';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** The waitlist entries read model (application/waitlist/waitlist-entries.projection.ts); the waitlist streams are the record. */
@Entity({ name: 'waitlist_entries' })
@Index('waitlist_entries_line_idx', ['date', 'time', 'line'])
export class WaitlistEntryEntity implements WaitlistEntryRow {
  @PrimaryColumn('text') entryId!: string;
  @Column('text') date!: string;
  @Column('text') time!: TimeSlot;
  @Column('text') package!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text') phone!: string;
  @Column('int') people!: number;
  @Column('text') status!: WaitlistEntryStatus;
  @Column('int') line!: number;
  @Column('timestamptz') joinedAt!: Date;
  @Column('timestamptz', { nullable: true }) offeredAt!: Date | null;
  @Column('timestamptz', { nullable: true }) offerExpiresAt!: Date | null;
  @Column('text', { nullable: true }) bookingId!: string | null;
  @Column('timestamptz', { nullable: true }) endedAt!: Date | null;
}

/** The private links of entries, by the SHA-256 of their token: never the token. */
@Entity({ name: 'waitlist_links' })
export class WaitlistLinkEntity {
  @PrimaryColumn('text') tokenHash!: string;
  @Index() @Column('text') entryId!: string;
  @Column('timestamptz') createdAt!: Date;
}

export class CreateWaitlist1763800150000 implements MigrationInterface {
  name = 'CreateWaitlist1763800150000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE waitlist_entries (
        "entryId" text PRIMARY KEY,
        "date" text NOT NULL,
        "time" text NOT NULL,
        "package" text NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "people" int NOT NULL,
        "status" text NOT NULL,
        "line" int NOT NULL,
        "joinedAt" timestamptz NOT NULL,
        "offeredAt" timestamptz,
        "offerExpiresAt" timestamptz,
        "bookingId" text,
        "endedAt" timestamptz
      )`);
    await q.query('CREATE INDEX waitlist_entries_line_idx ON waitlist_entries ("date", "time", "line")');
    await q.query(`
      CREATE TABLE waitlist_links (
        "tokenHash" text PRIMARY KEY,
        "entryId" text NOT NULL,
        "createdAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX waitlist_links_entry ON waitlist_links ("entryId")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE waitlist_links');
    await q.query('DROP TABLE waitlist_entries');
  }
}

export const waitlistEntities = [WaitlistEntryEntity, WaitlistLinkEntity];
export const waitlistMigrations = [CreateWaitlist1763800150000];

export class TypeOrmWaitlistLinks implements WaitlistLinkStore {
  constructor(private readonly dataSource: DataSource) {}

  async save(link: { tokenHash: string; entryId: string; createdAt: Date }): Promise<void> {
    await sqlPool(this.dataSource).query(
      prepared(
        'INSERT INTO waitlist_links ("tokenHash", "entryId", "createdAt") VALUES ($1, $2, $3) ON CONFLICT ("tokenHash") DO NOTHING',
        [link.tokenHash, link.entryId, link.createdAt],
      ),
    );
  }

  async entryIdOf(tokenHash: string): Promise<string | null> {
    const { rows } = await sqlPool(this.dataSource).query<{ entryId: string }>(
      prepared('SELECT "entryId" FROM waitlist_links WHERE "tokenHash" = $1', [tokenHash]),
    );
    return rows[0]?.entryId ?? null;
  }
}

export class TypeOrmWaitlistQueries implements WaitlistQueries {
  constructor(private readonly dataSource: DataSource) {}

  async entry(entryId: string): Promise<WaitlistEntryRow | null> {
    const { rows } = await sqlPool(this.dataSource).query<WaitlistEntryRow>(
      prepared('SELECT * FROM waitlist_entries WHERE "entryId" = $1', [entryId]),
    );
    return rows[0] ?? null;
  }

  async positionOf(entry: WaitlistEntryRow): Promise<number | null> {
    if (entry.status !== 'waiting') return null;
    const { rows } = await sqlPool(this.dataSource).query<{ ahead: number }>(
      prepared(
        `SELECT count(*)::int AS ahead FROM waitlist_entries
          WHERE "date" = $1 AND "time" = $2 AND status = 'waiting' AND line < $3`,
        [entry.date, entry.time, entry.line],
      ),
    );
    return (rows[0]?.ahead ?? 0) + 1;
  }

  async list(filter: { from: string; status?: WaitlistEntryStatus }): Promise<WaitlistEntryRow[]> {
    const { rows } = await sqlPool(this.dataSource).query<WaitlistEntryRow>(
      prepared(
        `SELECT * FROM waitlist_entries WHERE "date" >= $1 AND ($2::text IS NULL OR status = $2)
          ORDER BY "date", "time", line LIMIT 500`,
        [filter.from, filter.status ?? null],
      ),
    );
    return rows;
  }
}
