import type { PublicTag } from './public-tags';

export type PublicChangeListener = (tags: ReadonlySet<PublicTag>) => void;

/**
 * Where this process hears that public data changed, whoever changed it, and tells whatever keeps
 * a copy of it. Listeners run synchronously, in the turn the change is reported in: a write's
 * answer (or the next request) never sees a copy older than the write.
 *
 * How the changes arrive:
 * - this process's writes of public tables, after their commit (TableWrites, persistence);
 * - every claim on a day (a hold, a booking, a release) from the log, whichever server wrote it,
 *   once this process's projection runner has the slot_claims rows (projections.module.ts);
 * - another server's writes of the content tables from the audit row each of them commits with
 *   (content_changes), polled every second (RemoteContentChanges): within about a second. What
 *   that poll cannot see is a write with no audit row: an edit that changed nothing but its
 *   updatedAt, or a table edited by hand in SQL. Those show after the next change of the same
 *   kind or a restart; the calendar alone also has its clock bound (CALENDAR_FRESH_MS).
 */
export class PublicChanges {
  private readonly listeners = new Set<PublicChangeListener>();

  subscribe(listener: PublicChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(tags: Iterable<PublicTag>): void {
    const set = new Set(tags);
    if (set.size === 0) return;
    for (const listener of this.listeners) listener(set);
  }
}
