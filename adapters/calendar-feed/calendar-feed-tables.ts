import { Column, DataSource, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { CalendarFeedRow, FeedTrips } from '../../application/calendar-feed/calendar-feed-service';
import { FeedTrip } from '../../domain/calendar-feed/calendar-feed';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { distinctGuestsByBooking, WaiverGuest } from '../../domain/waivers/waiver-guests';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** The guide's calendar feed's token: one row (application/calendar-feed/calendar-feed-service.ts). */
@Entity({ name: 'calendar_feed' })
export class CalendarFeedEntity implements CalendarFeedRow {
  @PrimaryColumn('integer') id!: number;
  @Column('text') token!: string;
  @Column('integer') generation!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') renewedAt!: Date;
}

export class CreateCalendarFeed1764200100000 implements MigrationInterface {
  name = 'CreateCalendarFeed1764200100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feed (
        "id" integer PRIMARY KEY CHECK ("id" = 1),
        "token" text NOT NULL,
        "generation" integer NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "renewedAt" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE calendar_feed');
  }
}

export const calendarFeedEntities = [CalendarFeedEntity];
export const calendarFeedMigrations = [CreateCalendarFeed1764200100000];

interface TripRow {
  id: string;
  package: string;
  date: string;
  time: TimeSlot;
  name: string;
  email: string;
  phone: string;
  people: number;
  kidsCount: number;
  message: string | null;
  reference: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Real confirmed trips, from the booking read model; Test System bookings hold no slot and are no trip. */
const TRIPS = `
  SELECT "id", "reference", "package", "date", "time", "name", "email", "phone", "people", "kidsCount", "message", "version", "createdAt", "updatedAt"
  FROM booking_list
  WHERE "status" = 'confirmed' AND NOT "test" AND "date" >= $1`;

/** The waivers that stand for those trips, from the waiver read model. */
const SIGNERS = `
  SELECT w."bookingId", w."firstName", w."lastName", w."dateOfBirth"
  FROM waivers w JOIN booking_list b ON b."id" = w."bookingId"
  WHERE w."status" = 'signed' AND b."status" = 'confirmed' AND NOT b."test" AND b."date" >= $1
  ORDER BY w."signedAt"`;

/** The feed's trips: two statements whatever their number (a calendar app polls every 15 minutes). */
export class TypeOrmFeedTrips implements FeedTrips {
  constructor(private readonly dataSource: DataSource) {}

  async confirmedFrom(from: string): Promise<FeedTrip[]> {
    const pool = sqlPool(this.dataSource);
    const [trips, signers] = await Promise.all([
      pool.query<TripRow>(prepared(TRIPS, [from])),
      pool.query<WaiverGuest & { bookingId: string }>(prepared(SIGNERS, [from])),
    ]);
    const signed = distinctGuestsByBooking(signers.rows);
    const names = new Map<string, string[]>();
    for (const signer of signers.rows) {
      const list = names.get(signer.bookingId) ?? [];
      const name = `${signer.firstName} ${signer.lastName}`;
      if (!list.some((known) => known.toLowerCase() === name.toLowerCase())) list.push(name);
      names.set(signer.bookingId, list);
    }
    return trips.rows.map((row) => ({
      bookingId: row.id,
      reference: row.reference,
      packageName: row.package,
      date: row.date,
      time: row.time,
      name: row.name,
      phone: row.phone,
      email: row.email,
      people: row.people,
      kidsCount: row.kidsCount,
      message: row.message,
      signedNames: names.get(row.id) ?? [],
      waiversSigned: signed.get(row.id) ?? 0,
      version: row.version,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    }));
  }
}
