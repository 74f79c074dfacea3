import { Actor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { recordContentChange } from '../audit/content-changes';
import { Clock } from '../ports/clock';
import { RecordOrder, RecordStore, RecordTransaction } from '../ports/records';
import { Table } from '../ports/read-models';

/** The columns every plain content record has. */
export interface ContentRecord {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

export type Draft<Row extends ContentRecord> = Omit<Row, keyof ContentRecord>;

/**
 * Create, update and delete of one kind of content record, each in one transaction with its
 * audit entry (who, when, what changed). Area services add their own rules around it.
 */
export class AuditedRecords<Row extends ContentRecord> {
  constructor(
    private readonly store: RecordStore,
    private readonly table: Table<Row>,
    private readonly area: string,
    private readonly clock: Clock,
    private readonly notFound: () => DomainError,
    private readonly order: RecordOrder<Row> = { id: 'ASC' } as RecordOrder<Row>,
  ) {}

  list(where?: Partial<Row>): Promise<Row[]> {
    return this.store.list(this.table, { where, order: this.order });
  }

  async get(id: number): Promise<Row> {
    const row = await this.store.findOne(this.table, { id } as Partial<Row>);
    if (!row) throw this.notFound();
    return row;
  }

  create(draft: Draft<Row>, actor: Actor, check?: (tx: RecordTransaction) => Promise<void>): Promise<Row> {
    return this.store.transaction(async (tx) => {
      await check?.(tx);
      const now = this.clock.now();
      const row = await tx.insert(this.table, { ...draft, createdAt: now, updatedAt: now } as unknown as Partial<Row>);
      await recordContentChange(tx, { area: this.area, recordId: row.id, action: 'created', actor, at: now, before: null, after: row });
      return row;
    });
  }

  /** `change` sees the current row (locked for this transaction) and returns the fields to set. */
  update(
    id: number,
    change: (current: Row, tx: RecordTransaction) => Partial<Draft<Row>> | Promise<Partial<Draft<Row>>>,
    actor: Actor,
  ): Promise<Row> {
    return this.store.transaction(async (tx) => {
      await tx.lock(`${this.area}:${id}`);
      const before = await tx.findOne(this.table, { id } as Partial<Row>);
      if (!before) throw this.notFound();
      const patch = await change(before, tx);
      const now = this.clock.now();
      await tx.update(this.table, { id } as Partial<Row>, { ...patch, updatedAt: now } as unknown as Partial<Row>);
      const after = (await tx.findOne(this.table, { id } as Partial<Row>))!;
      await recordContentChange(tx, { area: this.area, recordId: id, action: 'updated', actor, at: now, before, after });
      return after;
    });
  }

  /** `check` may refuse the deletion (for example a package that future bookings use). */
  remove(id: number, actor: Actor, check?: (current: Row, tx: RecordTransaction) => Promise<void>): Promise<void> {
    return this.store.transaction(async (tx) => {
      await tx.lock(`${this.area}:${id}`);
      const before = await tx.findOne(this.table, { id } as Partial<Row>);
      if (!before) throw this.notFound();
      await check?.(before, tx);
      await tx.delete(this.table, { id } as Partial<Row>);
      await recordContentChange(tx, { area: this.area, recordId: id, action: 'deleted', actor, at: this.clock.now(), before, after: null });
    });
  }
}
