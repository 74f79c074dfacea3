import type { DataSource } from 'typeorm';
import { tagsOfAreas, PublicTag } from './public-tags';

/**
 * Ids are taken when a transaction inserts its row but show when it commits, so a later id may
 * show first: the last ids are read again until this many newer ones have shown.
 */
const LOOK_BACK_IDS = 100;

/**
 * Another server's writes of the content tables, learnt from the audit row each of them commits
 * with (content_changes): this process has no other way to hear of them. The rows of its own
 * writes (already reported as they committed) are noted as they are inserted and passed over.
 */
export class RemoteContentChanges {
  private latest: number | undefined;
  private readonly seen = new Set<number>();
  private polling: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changed: (tags: ReadonlySet<PublicTag>) => void,
  ) {}

  /** One look at the audit rows since the last one (the first only notes where the log stands). */
  poll(): Promise<void> {
    this.polling ??= this.read().finally(() => (this.polling = undefined));
    return this.polling;
  }

  /** Audit rows this process inserted: their writes were reported as they committed. */
  noteOwn(ids: Iterable<number>): void {
    for (const id of ids) this.seen.add(Number(id));
  }

  /** Resolves once no look is under way. */
  async idle(): Promise<void> {
    await this.polling?.catch(() => undefined);
  }

  private async read(): Promise<void> {
    const first = this.latest === undefined;
    // The first look only notes what is there: those writes happened before this process read anything.
    const rows = (await (first
      ? this.dataSource.query('SELECT id, area FROM content_changes WHERE id > (SELECT coalesce(max(id), 0) FROM content_changes) - $1', [
          LOOK_BACK_IDS,
        ])
      : this.dataSource.query('SELECT id, area FROM content_changes WHERE id > $1', [this.latest! - LOOK_BACK_IDS]))) as {
      id: number;
      area: string;
    }[];
    let latest = this.latest ?? 0;
    const areas = new Set<string>();
    for (const { id, area } of rows) {
      if (this.seen.has(Number(id))) continue;
      this.seen.add(Number(id));
      areas.add(area);
      latest = Math.max(latest, Number(id));
    }
    this.latest = latest;
    for (const id of this.seen) if (id <= latest - LOOK_BACK_IDS) this.seen.delete(id);
    const tags = tagsOfAreas(areas);
    if (!first && tags.size > 0) this.changed(tags);
  }
}
