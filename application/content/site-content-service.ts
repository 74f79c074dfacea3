import {
  InvalidSiteContentError,
  normalizeSiteContentValue,
  siteContentRule,
  UnknownSiteContentError,
  validateSiteContent,
} from '../../domain/content/site-content-rules';
import { horizonDaysOf } from '../../domain/bookings/booking-rules';
import { Actor } from '../../domain/shared/actor';
import { recordContentChange } from '../audit/content-changes';
import { MediaImage, MediaImages } from '../media/media-images';
import { Clock } from '../ports/clock';
import { RecordStore, RecordTransaction } from '../ports/records';
import { table } from '../ports/read-models';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';

/** One editable text or picture of the site, stored on the server so every visitor sees it. */
export interface SiteContentRow {
  section: string;
  key: string;
  value: string;
  updatedAt: Date;
}

/**
 * An entry as the API shows it. Pictures (logo, guide picture, hero still) also carry `media`:
 * the uploaded image's size and WebP copies, null for a link elsewhere. Texts have no `media`.
 */
export type SiteContentListing = SiteContentRow & { media?: MediaImage | null };

export interface SiteContentEntry {
  section: string;
  key: string;
  value: string;
}

export const siteContentTable = table<SiteContentRow>('site_content', ['section', 'key']);

/**
 * The site content booking messages quote: the entries of the `contact` and `guide` sections, and
 * the settings of `booking`, `reminders` and `automation` (which messages go out at all), and the
 * `reviews` links (where a review request leads).
 */
export interface ContactEntries {
  contactEntries(): Promise<readonly Pick<SiteContentRow, 'section' | 'key' | 'value'>[]>;
}

const AREA = 'site-content';
const SEED: Actor = { kind: 'system', process: 'seed' };
/**
 * How long this process trusts its copy of the contact entries every booking message quotes: its
 * own saves drop the copy at once, another server's are seen within this time.
 */
const CONTACT_FRESH_MS = 5_000;
/** The sections messages and the chat assistant quote (the chat also states the landing page's claims). */
const MESSAGE_SECTIONS: ReadonlySet<string> = new Set(['contact', 'guide', 'booking', 'reminders', 'automation', 'reviews', 'claims']);

export class SiteContentService implements ContactEntries {
  private cachedContact: { rows: Promise<SiteContentRow[]>; readAt: number } | undefined;

  constructor(
    private readonly store: RecordStore,
    private readonly clock: Clock,
    private readonly images: MediaImages,
  ) {}

  /**
   * The `contact`, `guide`, `booking`, `reminders`, `automation` and `reviews` entries (business
   * phone, meeting place, guide phone, summary hour, which messages go out, the review site), for
   * the messages.
   */
  contactEntries(): Promise<readonly SiteContentRow[]> {
    const now = Date.now();
    if (!this.cachedContact || now - this.cachedContact.readAt >= CONTACT_FRESH_MS) {
      const rows = this.store.list(siteContentTable).then((all) => all.filter((row) => MESSAGE_SECTIONS.has(row.section)));
      this.cachedContact = { rows, readAt: now };
      rows.catch(() => (this.cachedContact = undefined));
    }
    return this.cachedContact.rows;
  }

  /** How many days ahead visitors may book (Settings), the default until the admin sets it. */
  async bookingHorizonDays(): Promise<number> {
    return horizonDaysOf((await this.contactEntries()).find((row) => row.section === 'booking' && row.key === 'horizon_days')?.value);
  }

  async list(): Promise<SiteContentListing[]> {
    return this.withMedia(await this.store.list(siteContentTable, { order: { section: 'ASC', key: 'ASC' } }));
  }

  /**
   * Creates or replaces one entry; saving the value it already has changes and records nothing.
   * The form shows a refusal under the field it is about: the value, or the key nobody has.
   */
  async save(entry: SiteContentEntry, actor: Actor): Promise<SiteContentListing> {
    const value = withFieldErrors(() => checked(entry), entryFieldErrors);
    try {
      const saved = await this.store.transaction(async (tx) => {
        const before = await this.lockedEntry(tx, entry);
        if (before?.value === value) return before;
        return this.write(tx, { ...entry, value }, before, actor);
      });
      return (await this.withMedia([saved]))[0]!;
    } finally {
      this.cachedContact = undefined;
    }
  }

  /**
   * Several entries in one transaction: all are stored, each change audited, or none (a form of
   * several fields, like SMS Communications > Automation). Unchanged values record nothing.
   */
  async saveAll(entries: readonly SiteContentEntry[], actor: Actor): Promise<SiteContentRow[]> {
    const values = entries.map((entry) => ({ ...entry, value: checked(entry) }));
    try {
      return await this.store.transaction(async (tx) => {
        const saved: SiteContentRow[] = [];
        for (const entry of values) {
          const before = await this.lockedEntry(tx, entry);
          saved.push(before?.value === entry.value ? before : await this.write(tx, entry, before, actor));
        }
        return saved;
      });
    } finally {
      this.cachedContact = undefined;
    }
  }

  /**
   * The seed's defaults: only entries the site does not have yet are stored, so a restart never
   * puts back a text the admin changed. Returns how many were added.
   */
  async saveDefaults(entries: readonly SiteContentEntry[]): Promise<number> {
    const values = entries.map((entry) => ({ ...entry, value: checked(entry) }));
    this.cachedContact = undefined;
    return this.store.transaction(async (tx) => {
      let added = 0;
      for (const entry of values) {
        if (await this.lockedEntry(tx, entry)) continue;
        await this.write(tx, entry, null, SEED);
        added += 1;
      }
      return added;
    });
  }

  private async withMedia(rows: SiteContentRow[]): Promise<SiteContentListing[]> {
    const images = await this.images.lookup(rows.filter(isPicture).map((row) => row.value));
    return rows.map((row) => (isPicture(row) ? { ...row, media: images.get(row.value) ?? null } : row));
  }

  /** Writers of the same entry queue here, so two first saves cannot both insert it. */
  private async lockedEntry(tx: RecordTransaction, { section, key }: SiteContentEntry): Promise<SiteContentRow | null> {
    await tx.lock(`${AREA}:${section}.${key}`);
    return tx.findOne(siteContentTable, { section, key });
  }

  private async write(
    tx: RecordTransaction,
    entry: SiteContentEntry,
    before: SiteContentRow | null,
    actor: Actor,
  ): Promise<SiteContentRow> {
    const { section, key, value } = entry;
    const now = this.clock.now();
    if (before) await tx.update(siteContentTable, { section, key }, { value, updatedAt: now });
    else await tx.insert(siteContentTable, { section, key, value, updatedAt: now });
    await recordContentChange(tx, {
      area: AREA,
      recordId: `${section}.${key}`,
      action: before ? 'updated' : 'created',
      actor,
      at: now,
      before: before ? { value: before.value } : null,
      after: { value },
    });
    return (await tx.findOne(siteContentTable, { section, key }))!;
  }
}

function isPicture({ section, key }: SiteContentRow): boolean {
  return siteContentRule(section, key)?.kind === 'imageUrl';
}

function entryFieldErrors(error: unknown): FieldErrors | undefined {
  if (error instanceof InvalidSiteContentError) return FieldErrors.on('value', error.message);
  if (error instanceof UnknownSiteContentError) return FieldErrors.on('key', error.message);
  return undefined;
}

/** The value as stored, or the domain's refusal. */
function checked({ section, key, value }: SiteContentEntry): string {
  if (!siteContentRule(section, key)) throw new UnknownSiteContentError(section, key);
  const message = validateSiteContent(section, key, value);
  if (message) throw new InvalidSiteContentError(message);
  return normalizeSiteContentValue(value);
}
