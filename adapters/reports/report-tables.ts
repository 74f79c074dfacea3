import { Column, DataSource, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { CancelledBy, OfferedSchedule } from '../../domain/reports/report-figures';
import { BookingLifecycleStatus } from '../../domain/bookings/booking';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { AvailabilityService } from '../../application/availability/availability-service';
import { ReportBookingRow, ReportBookings } from '../../application/reports/report-read-models';
import { ReportSchedule } from '../../application/reports/report-service';
import { TypeOrmOverridesInRange } from '../availability/typeorm-overrides-in-range';
import { prepared, sqlPool } from '../persistence/sql-pool';

@Entity({ name: 'report_bookings' })
export class ReportBookingEntity implements ReportBookingRow {
  @PrimaryColumn('text') id!: string;
  @Column('text') package!: string;
  @Column('integer', { nullable: true }) packageId!: number | null;
  @Index() @Column('text') date!: string;
  @Column('text') time!: TimeSlot;
  @Column('integer') people!: number;
  @Column('text') status!: BookingLifecycleStatus;
  @Column('boolean') test!: boolean;
  @Column('timestamptz') bookedAt!: Date;
  @Column('integer') paidCents!: number;
  @Column('integer') refundedCents!: number;
  @Column('text', { nullable: true }) referralCode!: string | null;
  @Column('integer') referralCreditCents!: number;
  @Column('text', { nullable: true }) cancelledBy!: CancelledBy | null;
  @Column('boolean') noShow!: boolean;
  @Column('integer') version!: number;
}

/** The reports' read model; its projection fills it from the log's start (report-bookings.projection.ts). */
export class CreateReportBookings1764200200000 implements MigrationInterface {
  name = 'CreateReportBookings1764200200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_bookings (
        "id" text PRIMARY KEY,
        "package" text NOT NULL,
        "packageId" integer,
        "date" text NOT NULL,
        "time" text NOT NULL,
        "people" integer NOT NULL,
        "status" text NOT NULL,
        "test" boolean NOT NULL,
        "bookedAt" timestamptz NOT NULL,
        "paidCents" integer NOT NULL,
        "refundedCents" integer NOT NULL,
        "referralCode" text,
        "referralCreditCents" integer NOT NULL,
        "cancelledBy" text,
        "version" integer NOT NULL
      )`);
    await q.query('CREATE INDEX report_bookings_date_idx ON report_bookings ("date")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE report_bookings');
  }
}

/** No booking could be a no-show before BookingMarkedNoShow existed: every row already there is false. */
export class AddReportBookingNoShow1764300100001 implements MigrationInterface {
  name = 'AddReportBookingNoShow1764300100001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE report_bookings ADD COLUMN "noShow" boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE report_bookings DROP COLUMN "noShow"');
  }
}

export const reportEntities = [ReportBookingEntity];
export const reportMigrations = [CreateReportBookings1764200200000, AddReportBookingNoShow1764300100001];

/** A range's rows in one statement; dates are YYYY-MM-DD text, whose text order is their calendar order. */
export class TypeOrmReportBookings implements ReportBookings {
  constructor(private readonly dataSource: DataSource) {}

  async datedBetween(from: string, to: string): Promise<ReportBookingRow[]> {
    const { rows } = await sqlPool(this.dataSource).query<ReportBookingRow>(
      prepared(
        `SELECT * FROM report_bookings WHERE "date" BETWEEN $1 AND $2 AND NOT "test" AND "status" NOT IN ('held', 'released') ORDER BY "date", "id"`,
        [from, to],
      ),
    );
    return rows;
  }
}

/** The schedule the range offered: the availability area's weekly template and its overrides of those dates. */
export class AvailabilityReportSchedule implements ReportSchedule {
  private readonly overrides: TypeOrmOverridesInRange;

  constructor(
    private readonly availability: AvailabilityService,
    dataSource: DataSource,
  ) {
    this.overrides = new TypeOrmOverridesInRange(dataSource);
  }

  async offeredBetween(from: string, to: string): Promise<OfferedSchedule> {
    const [template, overrides] = await Promise.all([this.availability.template(), this.overrides.overridesBetween(from, to)]);
    return { template, overrides };
  }
}
