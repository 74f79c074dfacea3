import { inSlotOrder } from '../../domain/availability/slot-windows';
import type { TimeSlot } from '../../domain/bookings/booking-rules';
import { capacityProblem, DEFAULT_CAPACITY, PackageCapacity, PackageSale } from '../../domain/catalogue/package-capacity';
import { ALL_TIME_SLOTS, PackageInUseError, PackageNameTakenError, PackageNotFoundError } from '../../domain/catalogue/package-rules';
import { ALL_YEAR, normalisedSeason, SeasonPeriod } from '../../domain/catalogue/package-season';
import { calendarDateOf } from '../../domain/shared/calendar';
import { Actor } from '../../domain/shared/actor';
import { bookingListTable } from '../bookings/booking-read-models';
import { Clock } from '../ports/clock';
import { RecordStore, RecordTransaction, UniqueConflictError } from '../ports/records';
import { table } from '../ports/read-models';
import { AuditedRecords, ContentRecord, Draft } from '../shared/audited-records';
import { FieldErrors } from '../shared/field-errors';

/** A trip package: price is whole CAD per person. */
export interface PackageRow extends ContentRecord {
  name: string;
  price: number;
  duration: string;
  description: string;
  features: string[];
  featured: boolean;
  /** The booking slots it is sold in, never empty, in slot order (morning, afternoon, full day). */
  timeSlots: TimeSlot[];
  /** The largest party one booking of it takes (package-capacity.ts). */
  maxPeople: number;
  /** A private charter (one party per slot) or sold per seat up to `boatCapacity`. */
  sale: PackageSale;
  /** Seats per slot when sold per seat; null for a private charter. */
  boatCapacity: number | null;
  /** When it runs (package-season.ts): empty is all year. */
  season: SeasonPeriod[];
}

/**
 * What the admin sends. Without `timeSlots` (a client older than the field), a new package runs
 * in every slot and an edited one keeps the slots it had.
 */
export type PackageDraft = Omit<Draft<PackageRow>, 'timeSlots' | 'season' | keyof PackageCapacity> & {
  timeSlots?: readonly TimeSlot[];
  /** Left out (a client older than seasons): all year for a new package, the current season for an edit. */
  season?: readonly SeasonPeriod[];
} & Partial<PackageCapacity>;

export const packagesTable = table<PackageRow>('packages', ['id']);

/**
 * How long this process trusts its copy of the package list: its own edits drop the copy at once,
 * another server's are seen within this time. Every quote and booking reads the packages.
 */
const LIST_FRESH_MS = 5_000;

export class PackageService {
  private readonly records: AuditedRecords<PackageRow>;
  private cached: { rows: Promise<PackageRow[]>; readAt: number } | undefined;
  private readonly changeListeners: (() => void)[] = [];

  constructor(
    store: RecordStore,
    private readonly clock: Clock,
  ) {
    this.records = new AuditedRecords(store, packagesTable, 'packages', clock, () => new PackageNotFoundError());
  }

  list(): Promise<PackageRow[]> {
    const now = Date.now();
    if (!this.cached || now - this.cached.readAt >= LIST_FRESH_MS) {
      const rows = this.records.list();
      this.cached = { rows, readAt: now };
      rows.catch(() => (this.cached = undefined));
    }
    // Callers get their own copies: the cached rows are never handed out to be changed.
    return this.cached.rows.then((rows) =>
      rows.map((row) => ({
        ...row,
        features: [...row.features],
        timeSlots: [...row.timeSlots],
        season: row.season.map((p) => ({ ...p })),
      })),
    );
  }

  get(id: number): Promise<PackageRow> {
    return this.records.get(id);
  }

  create(draft: PackageDraft, actor: Actor): Promise<PackageRow> {
    return this.changing(() =>
      nameConflicts(() =>
        this.records.create(
          {
            ...draft,
            timeSlots: inSlotOrder(draft.timeSlots ?? ALL_TIME_SLOTS),
            season: normalisedSeason(draft.season ?? ALL_YEAR),
            ...capacityOf(draft, DEFAULT_CAPACITY),
          },
          actor,
        ),
      ),
    );
  }

  update(id: number, draft: PackageDraft, actor: Actor): Promise<PackageRow> {
    return this.changing(() =>
      nameConflicts(() =>
        this.records.update(
          id,
          (current) => ({
            ...draft,
            timeSlots: inSlotOrder(draft.timeSlots ?? current.timeSlots),
            season: normalisedSeason(draft.season ?? current.season),
            ...capacityOf(draft, current),
          }),
          actor,
        ),
      ),
    );
  }

  /**
   * Refused while trips on or after today (on the lake) are booked under this package and not
   * cancelled: those visitors paid for it, and the guide must deal with them first.
   */
  remove(id: number, actor: Actor): Promise<void> {
    return this.changing(() =>
      this.records.remove(id, actor, async (current, tx) => {
        const upcoming = await this.upcomingBookings(tx, current);
        if (upcoming > 0) throw new PackageInUseError(upcoming);
      }),
    );
  }

  /** Drops the copy of the list: another server (or this one) changed a package. */
  forget(): void {
    this.cached = undefined;
    for (const listener of this.changeListeners) listener();
  }

  /** `listener` is told whenever the list may have changed (what the calendar offers follows the seasons). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** Whatever the outcome, the next read sees the table as it is now. */
  private async changing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.forget();
    }
  }

  /**
   * Bookings are attached by the package's id, whatever it was renamed to; bookings made before
   * ids were recorded carry only the name they were sold under.
   */
  private async upcomingBookings(tx: RecordTransaction, current: PackageRow): Promise<number> {
    const today = calendarDateOf(this.clock.now());
    const byId = await tx.list(bookingListTable, { where: { packageId: current.id } });
    const byNameOnly = (await tx.list(bookingListTable, { where: { package: current.name } })).filter((b) => b.packageId === null);
    return [...byId, ...byNameOnly].filter((b) => b.date >= today && b.status !== 'cancelled').length;
  }
}

/**
 * The capacity terms a draft leaves the package with: what it says, else what the package had (a
 * client older than the fields). Judged as a whole, since the boat must hold the largest party;
 * a private charter keeps no seat count.
 */
function capacityOf(draft: PackageDraft, current: PackageCapacity): PackageCapacity {
  const sale = draft.sale ?? current.sale;
  const capacity = {
    maxPeople: draft.maxPeople ?? current.maxPeople,
    sale,
    boatCapacity: sale === 'private' ? null : (draft.boatCapacity ?? current.boatCapacity),
  };
  const problem = capacityProblem(capacity);
  if (problem) throw FieldErrors.on(problem.field, problem.message);
  return capacity;
}

async function nameConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConflictError) throw new PackageNameTakenError();
    throw error;
  }
}
