import { initialsOf, ReviewNotFoundError } from '../../domain/reviews/review-rules';
import { Actor } from '../../domain/shared/actor';
import { Clock } from '../ports/clock';
import { RecordStore } from '../ports/records';
import { table } from '../ports/read-models';
import { AuditedRecords, ContentRecord, Draft } from '../shared/audited-records';

/** A customer review shown on the site; rating is whole stars 1-5. */
export interface ReviewRow extends ContentRecord {
  name: string;
  location: string;
  rating: number;
  comment: string;
  /** Badge letters, always derived from `name` here: a caller never sets them. */
  initials: string;
}

export type ReviewDraft = Omit<Draft<ReviewRow>, 'initials'>;

export const reviewsTable = table<ReviewRow>('reviews', ['id']);

export class ReviewService {
  private readonly records: AuditedRecords<ReviewRow>;

  constructor(store: RecordStore, clock: Clock) {
    this.records = new AuditedRecords(store, reviewsTable, 'reviews', clock, () => new ReviewNotFoundError(), {
      createdAt: 'DESC',
      id: 'DESC',
    });
  }

  /** Newest first, as the site shows them. */
  list(): Promise<ReviewRow[]> {
    return this.records.list();
  }

  get(id: number): Promise<ReviewRow> {
    return this.records.get(id);
  }

  create(draft: ReviewDraft, actor: Actor): Promise<ReviewRow> {
    return this.records.create(withInitials(draft), actor);
  }

  update(id: number, draft: ReviewDraft, actor: Actor): Promise<ReviewRow> {
    return this.records.update(id, () => withInitials(draft), actor);
  }

  remove(id: number, actor: Actor): Promise<void> {
    return this.records.remove(id, actor);
  }
}

function withInitials(draft: ReviewDraft): Draft<ReviewRow> {
  return { ...draft, initials: initialsOf(draft.name) };
}
