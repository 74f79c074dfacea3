import { CatchFields, CatchNotFoundError, checkCatch } from '../../domain/gallery/catch-rules';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf } from '../../domain/shared/calendar';
import { Clock } from '../ports/clock';
import { RecordStore } from '../ports/records';
import { table } from '../ports/read-models';
import { AuditedRecords, ContentRecord, Draft } from '../shared/audited-records';

/** A catch in the recent-catches gallery: `date` is the calendar day on the lake (YYYY-MM-DD). */
export interface CatchRow extends ContentRecord, CatchFields {}

export type CatchDraft = Draft<CatchRow>;

export const catchesTable = table<CatchRow>('catches', ['id']);

export class CatchService {
  private readonly records: AuditedRecords<CatchRow>;

  constructor(
    store: RecordStore,
    private readonly clock: Clock,
  ) {
    this.records = new AuditedRecords(store, catchesTable, 'catches', clock, () => new CatchNotFoundError(), {
      date: 'DESC',
      id: 'DESC',
    });
  }

  /** Latest catch first; catches of the same day newest entry first. */
  list(): Promise<CatchRow[]> {
    return this.records.list();
  }

  get(id: number): Promise<CatchRow> {
    return this.records.get(id);
  }

  create(draft: CatchDraft, actor: Actor): Promise<CatchRow> {
    this.check(draft);
    return this.records.create(draft, actor);
  }

  /** Changes the stored catch in place: an edit never adds a second copy to the gallery. */
  update(id: number, draft: CatchDraft, actor: Actor): Promise<CatchRow> {
    this.check(draft);
    return this.records.update(id, () => draft, actor);
  }

  remove(id: number, actor: Actor): Promise<void> {
    return this.records.remove(id, actor);
  }

  private check(draft: CatchDraft): void {
    checkCatch(draft, calendarDateOf(this.clock.now()));
  }
}
