import { Actor } from '../../domain/shared/actor';
import { RecordTransaction } from '../ports/records';
import { table } from '../ports/read-models';
import { changedFields, FieldChange } from '../shared/field-changes';

export type ContentAction = 'created' | 'updated' | 'deleted';

/** One admin change to site content (packages, reviews, gallery, site texts, blog, media): who, when, what. */
export interface ContentChangeRow {
  id: number;
  /** Business area: packages, reviews, catches, site-content, blog-posts, media, waiver-terms, message-templates. */
  area: string;
  /** The changed record's id (or `section.key` for site content). */
  recordId: string;
  action: ContentAction;
  actor: Actor;
  at: Date;
  changes: Record<string, FieldChange>;
}

export const contentChangesTable = table<ContentChangeRow>('content_changes', ['id']);

/** Bookkeeping columns every record has; they change on every write and say nothing new. */
const BOOKKEEPING = ['id', 'createdAt', 'updatedAt'];

/**
 * Records a change in the same transaction as the change itself, so the audit never misses a
 * write nor records one that was rolled back. An update that changed nothing is not recorded.
 */
export async function recordContentChange(
  tx: RecordTransaction,
  change: {
    area: string;
    recordId: string | number;
    action: ContentAction;
    actor: Actor;
    at: Date;
    before: object | null;
    after: object | null;
  },
): Promise<void> {
  const changes = changedFields(change.before, change.after, BOOKKEEPING);
  if (change.action === 'updated' && Object.keys(changes).length === 0) return;
  await tx.insert(contentChangesTable, {
    area: change.area,
    recordId: String(change.recordId),
    action: change.action,
    actor: change.actor,
    at: change.at,
    changes,
  });
}
