import { Brackets, DataSource, MoreThanOrEqual } from 'typeorm';
import { BookingListFilter, BookingQueries } from '../../application/bookings/booking-queries';
import { BookingListRow } from '../../application/bookings/booking-read-models';
import { bookingReferenceTyped } from '../../domain/bookings/booking-reference-rules';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { BookingListEntity } from './booking-read-models';

export class TypeOrmBookingQueries implements BookingQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: BookingListFilter = {}): Promise<BookingListRow[]> {
    const q = this.dataSource.getRepository(BookingListEntity).createQueryBuilder('b');
    if (filter.from) q.andWhere('b.date >= :from', { from: filter.from });
    if (filter.to) q.andWhere('b.date <= :to', { to: filter.to });
    if (filter.status) q.andWhere('b.status = :status', { status: filter.status });
    // A checkout is not a booking yet: the guide sees it once paid, or among the checkouts (?status=held).
    else q.andWhere("b.status NOT IN ('held', 'released')");
    if (filter.noShow !== undefined) q.andWhere('b."noShow" = :noShow', { noShow: filter.noShow });
    const text = filter.text?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // A booking's reference as staff type it ('k7m 2qx', 'K7M-2QX') finds that booking by its index;
      // the text still matches the other columns too (a 6-digit part of a phone number is reference-shaped).
      const reference = bookingReferenceTyped(text);
      q.andWhere(
        new Brackets((w) => {
          if (reference) w.orWhere('b.reference = :reference', { reference });
          for (const column of ['name', 'email', 'phone', 'package']) w.orWhere(`b.${column} ILIKE :like`, { like });
        }),
      );
    }
    return q.orderBy('b.date', 'ASC').addOrderBy('b.createdAt', 'ASC').getMany();
  }

  /** Every command answers with this row: one plain statement, no query builder around it. */
  async get(bookingId: string): Promise<BookingListRow | null> {
    const { rows } = await sqlPool(this.dataSource).query<BookingListRow>(
      prepared('SELECT * FROM booking_list WHERE "id" = $1', [bookingId]),
    );
    return rows[0] ?? null;
  }

  async heldSince(since: Date): Promise<BookingListRow[]> {
    return this.dataSource
      .getRepository(BookingListEntity)
      .find({ where: { status: 'held', createdAt: MoreThanOrEqual(since) }, order: { createdAt: 'ASC' } });
  }

  async unreferenced(limit: number): Promise<string[]> {
    const { rows } = await sqlPool(this.dataSource).query<{ id: string }>(
      prepared('SELECT "id" FROM booking_list WHERE "reference" IS NULL ORDER BY "createdAt" LIMIT $1', [limit]),
    );
    return rows.map((row) => row.id);
  }
}
