import { CatchFields, CatchNotFoundError, checkCatch } from '../../domain/gallery/catch-rules';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf } from '../../domain/shared/calendar';
import { MediaImages, WithMedia } from '../media/media-images';
import { Clock } from '../ports/clock';
import { RecordStore } from '../ports/records';
import { table } from '../ports/read-models';
import { AuditedRecords, ContentRecord, Draft } from '../shared/audited-records';

/** A catch in the recent-catches gallery: `date` is the calendar day on the lake (YYYY-MM-DD). */
export interface CatchRow extends ContentRecord, CatchFields {}

/** A catch as the API shows it: with the uploaded image's size and WebP copies (srcset). */
export type GalleryCatch = WithMedia<CatchRow>;

export type CatchDraft = Draft<CatchRow>;

export const catchesTable = table<CatchRow>('catches', ['id']);

export class CatchService {
  private readonly records: AuditedRecords<CatchRow>;

  constructor(
    store: RecordStore,
    private readonly clock: Clock,
    private readonly images: MediaImages,
  ) {
    this.records = new AuditedRecords(store, catchesTable, 'catches', clock, () => new CatchNotFoundError(), {
      date: 'DESC',
      id: 'DESC',
    });
  }

  /** Latest catch first; catches of the same day newest entry first. */
  async list(): Promise<GalleryCatch[]> {
    return this.images.attach(await this.records.list(), imageUrlOf);
  }

  async get(id: number): Promise<GalleryCatch> {
    return this.images.attachOne(await this.records.get(id), imageUrlOf);
  }

  async create(draft: CatchDraft, actor: Actor): Promise<GalleryCatch> {
    this.check(draft);
    return this.images.attachOne(await this.records.create(draft, actor), imageUrlOf);
  }

  /** Changes the stored catch in place: an edit never adds a second copy to the gallery. */
  async update(id: number, draft: CatchDraft, actor: Actor): Promise<GalleryCatch> {
    this.check(draft);
    return this.images.attachOne(await this.records.update(id, () => draft, actor), imageUrlOf);
  }

  remove(id: number, actor: Actor): Promise<void> {
    return this.records.remove(id, actor);
  }

  private check(draft: CatchDraft): void {
    checkCatch(draft, calendarDateOf(this.clock.now()));
  }
}

const imageUrlOf = (row: CatchRow) => row.imageUrl;
