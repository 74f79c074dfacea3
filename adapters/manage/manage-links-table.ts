import { Column, DataSource, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { ManageLinkRow, ManageLinkStore } from '../../application/manage/manage-links';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** The manage links of confirmed bookings (docs/product/self-service.md), by the SHA-256 of their token: never the token. */
@Entity({ name: 'booking_manage_links' })
export class ManageLinkEntity implements ManageLinkRow {
  @PrimaryColumn('text') tokenHash!: string;
  @Index() @Column('text') bookingId!: string;
  @Column('timestamptz') createdAt!: Date;
}

export class CreateBookingManageLinks1763800140000 implements MigrationInterface {
  name = 'CreateBookingManageLinks1763800140000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_manage_links (
        "tokenHash" text PRIMARY KEY,
        "bookingId" text NOT NULL,
        "createdAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX booking_manage_links_booking ON booking_manage_links ("bookingId")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE booking_manage_links');
  }
}

export const manageEntities = [ManageLinkEntity];
export const manageMigrations = [CreateBookingManageLinks1763800140000];

export class TypeOrmManageLinks implements ManageLinkStore {
  constructor(private readonly dataSource: DataSource) {}

  async save(link: ManageLinkRow): Promise<void> {
    await sqlPool(this.dataSource).query(
      prepared(
        'INSERT INTO booking_manage_links ("tokenHash", "bookingId", "createdAt") VALUES ($1, $2, $3) ON CONFLICT ("tokenHash") DO NOTHING',
        [link.tokenHash, link.bookingId, link.createdAt],
      ),
    );
  }

  async bookingIdOf(tokenHash: string): Promise<string | null> {
    const { rows } = await sqlPool(this.dataSource).query<{ bookingId: string }>(
      prepared('SELECT "bookingId" FROM booking_manage_links WHERE "tokenHash" = $1', [tokenHash]),
    );
    return rows[0]?.bookingId ?? null;
  }
}
