import {
  checkClosure,
  Closure,
  ClosureDraft,
  CLOSURE_MESSAGES,
  ClosureNotFoundError,
  closuresAhead,
  InvalidClosureError,
} from '../../domain/availability/closures';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf } from '../../domain/shared/calendar';
import { recordContentChange } from '../audit/content-changes';
import { Clock } from '../ports/clock';
import { RecordStore } from '../ports/records';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';
import { ScheduleClosureRow, scheduleClosuresTable } from './availability-ports';

/** Audited under the schedule's own area, so another server's change drops its copies (public-tags.ts). */
const AREA = 'availability';
/** As long as the overrides (availability-service.ts): every checkout asks whether its date is closed. */
const CLOSURES_FRESH_MS = 5_000;

/**
 * The admin's closed days. Few exist at any time, so all of them are read in one go and kept for
 * a few seconds: the calendar, the quote and the checkout ask about closures without a read of
 * their own. `changed` is told after every edit (the calendars kept must go).
 */
export class ScheduleClosures {
  private cached: { rows: Promise<Closure[]>; readAt: number } | undefined;

  constructor(
    private readonly store: RecordStore,
    private readonly clock: Clock,
    private readonly changed: () => void,
    private readonly packageExists: (id: number) => Promise<boolean>,
  ) {}

  /** Every stored closure (past ones included: they are few, and a past date may be asked about). */
  all(): Promise<Closure[]> {
    const now = Date.now();
    if (!this.cached || now - this.cached.readAt >= CLOSURES_FRESH_MS) {
      const rows = this.store.list(scheduleClosuresTable).then((list) => list.map(closureOf));
      this.cached = { rows, readAt: now };
      rows.catch(() => (this.cached = undefined));
    }
    return this.cached.rows;
  }

  /** The closures ending today or later, soonest first: the admin's list. */
  async ahead(): Promise<Closure[]> {
    return closuresAhead(await this.all(), calendarDateOf(this.clock.now()));
  }

  async add(draft: ClosureDraft, actor: Actor): Promise<Closure> {
    const today = calendarDateOf(this.clock.now());
    await withFieldErrors(async () => {
      checkClosure(draft, today);
      if (draft.packageId !== null && !(await this.packageExists(draft.packageId)))
        throw new InvalidClosureError('packageId', CLOSURE_MESSAGES.packageId);
    }, closureFieldErrors);
    const values = { from: draft.from, to: draft.to, packageId: draft.packageId, reason: draft.reason.trim() };
    try {
      return await this.store.transaction(async (tx) => {
        const now = this.clock.now();
        const row = await tx.insert(scheduleClosuresTable, { ...values, createdAt: now });
        await recordContentChange(tx, {
          area: AREA,
          recordId: `closure.${row.id}`,
          action: 'created',
          actor,
          at: now,
          before: null,
          after: values,
        });
        return closureOf(row);
      });
    } finally {
      this.forget();
    }
  }

  /** Reopens the days of a closure (a past one cannot be removed: it is history). */
  async remove(id: number, actor: Actor): Promise<void> {
    try {
      await this.store.transaction(async (tx) => {
        await tx.lock(`${AREA}:closure.${id}`);
        const before = await tx.findOne(scheduleClosuresTable, { id });
        if (!before) throw new ClosureNotFoundError();
        await tx.delete(scheduleClosuresTable, { id });
        const { from, to, packageId, reason } = before;
        await recordContentChange(tx, {
          area: AREA,
          recordId: `closure.${id}`,
          action: 'deleted',
          actor,
          at: this.clock.now(),
          before: { from, to, packageId, reason },
          after: null,
        });
      });
    } finally {
      this.forget();
    }
  }

  /** Drops the copy: this process or another server changed the closures. */
  forget(): void {
    this.cached = undefined;
    this.changed();
  }
}

function closureOf(row: ScheduleClosureRow): Closure {
  return { id: row.id, from: row.from, to: row.to, packageId: row.packageId, reason: row.reason };
}

/** The Schedule tab's form shows each refusal under its field. */
function closureFieldErrors(error: unknown): FieldErrors | undefined {
  return error instanceof InvalidClosureError ? FieldErrors.on(error.field, error.message) : undefined;
}
