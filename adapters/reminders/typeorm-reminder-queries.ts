import { DataSource } from 'typeorm';
import {
  ReminderBookingRow,
  ReminderBookings,
  ReminderListFilter,
  ReminderPage,
  ReminderQueries,
} from '../../application/reminders/reminder-queries';
import { ReminderRow } from '../../application/reminders/reminder-read-models';
import { distinctGuestsByBooking, WaiverGuest } from '../../domain/waivers/waiver-guests';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { ReminderEntity } from './reminders-table';

export class TypeOrmReminderQueries implements ReminderQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: ReminderListFilter): Promise<ReminderPage> {
    const q = this.dataSource.getRepository(ReminderEntity).createQueryBuilder('r');
    if (filter.status) q.andWhere('r.status = :status', { status: filter.status });
    if (filter.bookingId) q.andWhere('r.bookingId = :bookingId', { bookingId: filter.bookingId });
    // One row more than the page tells whether another page follows.
    const rows = await q
      .orderBy('r.scheduledFor', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .skip(filter.offset)
      .take(filter.limit + 1)
      .getMany();
    const more = rows.length > filter.limit;
    return { rows: rows.slice(0, filter.limit), nextOffset: more ? filter.offset + filter.limit : null };
  }

  pending(limit: number): Promise<ReminderRow[]> {
    return this.select(`"status" = 'pending' AND "queuedAt" IS NULL ORDER BY "scheduledFor", "id" LIMIT $1`, [limit]);
  }

  async get(id: string): Promise<ReminderRow | undefined> {
    return (await this.select('"id" = $1', [id]))[0];
  }

  due(now: Date, limit: number): Promise<ReminderRow[]> {
    return this.select(`"status" = 'pending' AND "queuedAt" IS NULL AND "scheduledFor" <= $1 ORDER BY "scheduledFor", "id" LIMIT $2`, [
      now,
      limit,
    ]);
  }

  awaitingDelivery(limit: number): Promise<ReminderRow[]> {
    return this.select(
      `("status" = 'pending' AND "queuedAt" IS NOT NULL) OR ("status" = 'failed' AND "retryAt" IS NOT NULL) ORDER BY "queuedAt", "id" LIMIT $1`,
      [limit],
    );
  }

  pendingOfBooking(bookingId: string): Promise<ReminderRow[]> {
    return this.select(`"bookingId" = $1 AND "status" = 'pending' AND "queuedAt" IS NULL ORDER BY "scheduledFor"`, [bookingId]);
  }

  async bookingsWithReminders(bookingIds: readonly string[]): Promise<Set<string>> {
    if (bookingIds.length === 0) return new Set();
    const { rows } = await sqlPool(this.dataSource).query<{ bookingId: string }>(
      prepared('SELECT DISTINCT "bookingId" FROM scheduled_reminders WHERE "bookingId" = ANY($1::text[])', [[...bookingIds]]),
    );
    return new Set(rows.map((r) => r.bookingId));
  }

  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const { rows } = await sqlPool(this.dataSource).query<{ id: string }>(
      prepared('SELECT "id" FROM scheduled_reminders WHERE "id" = ANY($1::text[])', [[...ids]]),
    );
    return new Set(rows.map((r) => r.id));
  }

  private async select(where: string, params: unknown[]): Promise<ReminderRow[]> {
    const { rows } = await sqlPool(this.dataSource).query<ReminderRow>(
      prepared(`SELECT * FROM scheduled_reminders WHERE ${where}`, params),
    );
    return rows;
  }
}

const TRIP_COLUMNS = `"id", "package", "date", "time", "name", "email", "phone", "people", "kidsCount", "updatedAt"`;
const SLOT_ORDER = `CASE "time" WHEN 'morning' THEN 0 WHEN 'full-day' THEN 1 ELSE 2 END`;

/** The confirmed trips and their signed waivers, read from the booking list and the waivers. */
export class TypeOrmReminderBookings implements ReminderBookings {
  constructor(private readonly dataSource: DataSource) {}

  async confirmedOn(date: string): Promise<ReminderBookingRow[]> {
    const { rows } = await sqlPool(this.dataSource).query<ReminderBookingRow>(
      prepared(
        `SELECT ${TRIP_COLUMNS} FROM booking_list WHERE "date" = $1 AND "status" = 'confirmed' AND NOT "test" ORDER BY ${SLOT_ORDER}, "createdAt"`,
        [date],
      ),
    );
    return rows;
  }

  async confirmedFrom(fromDate: string, limit: number): Promise<ReminderBookingRow[]> {
    const { rows } = await sqlPool(this.dataSource).query<ReminderBookingRow>(
      prepared(
        `SELECT ${TRIP_COLUMNS} FROM booking_list WHERE "date" >= $1 AND "status" = 'confirmed' AND NOT "test" ORDER BY "date", "id" LIMIT $2`,
        [fromDate, limit],
      ),
    );
    return rows;
  }

  async confirmedBetween(fromDate: string, toDate: string, limit: number): Promise<ReminderBookingRow[]> {
    const { rows } = await sqlPool(this.dataSource).query<ReminderBookingRow>(
      prepared(
        `SELECT ${TRIP_COLUMNS} FROM booking_list WHERE "date" >= $1 AND "date" <= $2 AND "status" = 'confirmed' AND NOT "test" ORDER BY "date", "id" LIMIT $3`,
        [fromDate, toDate, limit],
      ),
    );
    return rows;
  }

  async tripsOf(bookingIds: readonly string[]): Promise<Map<string, ReminderBookingRow>> {
    if (bookingIds.length === 0) return new Map();
    const { rows } = await sqlPool(this.dataSource).query<ReminderBookingRow>(
      prepared(`SELECT ${TRIP_COLUMNS} FROM booking_list WHERE "id" = ANY($1::text[])`, [[...bookingIds]]),
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Distinct guests among the waivers that stand (domain/waivers/waiver-guests.ts), not signatures. */
  async signedWaivers(bookingIds: readonly string[]): Promise<Map<string, number>> {
    if (bookingIds.length === 0) return new Map();
    const { rows } = await sqlPool(this.dataSource).query<WaiverGuest & { bookingId: string }>(
      prepared(
        `SELECT "bookingId", "firstName", "lastName", "dateOfBirth" FROM waivers WHERE "bookingId" = ANY($1::text[]) AND "status" = 'signed'`,
        [[...bookingIds]],
      ),
    );
    return distinctGuestsByBooking(rows);
  }
}
