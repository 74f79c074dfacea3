import { PackageInUseError, PackageNameTakenError, PackageNotFoundError } from '../../domain/catalogue/package-rules';
import { calendarDateOf } from '../../domain/shared/calendar';
import { Actor } from '../../domain/shared/actor';
import { bookingListTable } from '../bookings/booking-read-models';
import { Clock } from '../ports/clock';
import { RecordStore, RecordTransaction, UniqueConflictError } from '../ports/records';
import { table } from '../ports/read-models';
import { AuditedRecords, ContentRecord, Draft } from '../shared/audited-records';

/** A trip package: price is whole CAD per person (SPEC section 3). */
export interface PackageRow extends ContentRecord {
  name: string;
  price: number;
  duration: string;
  description: string;
  features: string[];
  featured: boolean;
}

export type PackageDraft = Draft<PackageRow>;

export const packagesTable = table<PackageRow>('packages', ['id']);

export class PackageService {
  private readonly records: AuditedRecords<PackageRow>;

  constructor(
    store: RecordStore,
    private readonly clock: Clock,
  ) {
    this.records = new AuditedRecords(store, packagesTable, 'packages', clock, () => new PackageNotFoundError());
  }

  list(): Promise<PackageRow[]> {
    return this.records.list();
  }

  get(id: number): Promise<PackageRow> {
    return this.records.get(id);
  }

  create(draft: PackageDraft, actor: Actor): Promise<PackageRow> {
    return nameConflicts(() => this.records.create(draft, actor));
  }

  update(id: number, draft: PackageDraft, actor: Actor): Promise<PackageRow> {
    return nameConflicts(() => this.records.update(id, () => draft, actor));
  }

  /**
   * Refused while trips on or after today (on the lake) are booked under this package and not
   * cancelled: those visitors paid for it, and the guide must deal with them first.
   */
  remove(id: number, actor: Actor): Promise<void> {
    return this.records.remove(id, actor, async (current, tx) => {
      const upcoming = await this.upcomingBookings(tx, current.name);
      if (upcoming > 0) throw new PackageInUseError(upcoming);
    });
  }

  private async upcomingBookings(tx: RecordTransaction, packageName: string): Promise<number> {
    const today = calendarDateOf(this.clock.now());
    const bookings = await tx.list(bookingListTable, { where: { package: packageName } });
    return bookings.filter((b) => b.date >= today && b.status !== 'cancelled').length;
  }
}

async function nameConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConflictError) throw new PackageNameTakenError();
    throw error;
  }
}
