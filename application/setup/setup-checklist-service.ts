import { DEFAULT_PACKAGES } from '../../domain/catalogue/package-defaults';
import { DEFAULT_WEEKLY_TEMPLATE, normalizedTemplate, WeeklyTemplate } from '../../domain/availability/weekly-template';
import { ConfirmableItem, isConfirmableItem, SetupItem, setupChecklist } from '../../domain/setup/setup-checklist';
import { Actor } from '../../domain/shared/actor';
import { SiteContentEntry, SiteContentListing } from '../content/site-content-service';
import { PackageRow } from '../catalogue/package-service';
import { ReviewRow } from '../reviews/review-service';
import { CatchRow } from '../gallery/catch-service';

/** Where the checklist reads the site as it is: the services that already serve each part. */
export interface SetupSources {
  readonly content: {
    list(): Promise<readonly SiteContentListing[]>;
    save(entry: SiteContentEntry, actor: Actor): Promise<unknown>;
  };
  readonly packages: { list(): Promise<readonly PackageRow[]> };
  readonly schedule: { template(): Promise<WeeklyTemplate> };
  readonly reviews: { list(): Promise<readonly ReviewRow[]> };
  readonly catches: { list(): Promise<readonly CatchRow[]> };
}

/** The content a new site started with, to tell the samples still shown from the guide's own. */
export interface SetupSamples {
  isSampleReview(review: Pick<ReviewRow, 'name' | 'comment'>): boolean;
  isSampleCatch(fishCatch: Pick<CatchRow, 'angler' | 'fishType' | 'date'>): boolean;
}

/** Which providers this server was started with (keys and hosts live in its configuration). */
export interface SetupProviders {
  readonly livePayments: boolean;
  readonly smsProvider: boolean;
  readonly emailProvider: boolean;
}

export interface SetupChecklist {
  readonly items: SetupItem[];
  /** The sample reviews and catches still shown, for the admin to mark them. */
  readonly sampleReviewIds: number[];
  readonly sampleCatchIds: number[];
}

export class SetupChecklistService {
  constructor(
    private readonly sources: SetupSources,
    private readonly samples: SetupSamples,
    private readonly providers: SetupProviders,
  ) {}

  async checklist(): Promise<SetupChecklist> {
    const [entries, packages, template, reviews, catches] = await Promise.all([
      this.sources.content.list(),
      this.sources.packages.list(),
      this.sources.schedule.template(),
      this.sources.reviews.list(),
      this.sources.catches.list(),
    ]);
    const content = new Map(entries.map((e) => [`${e.section}.${e.key}`, e.value]));
    const confirmed = new Set(
      entries.filter((e) => e.section === 'setup' && e.value === 'true' && isConfirmableItem(e.key)).map((e) => e.key as ConfirmableItem),
    );
    const sampleReviewIds = reviews.filter((r) => this.samples.isSampleReview(r)).map((r) => r.id);
    const sampleCatchIds = catches.filter((c) => this.samples.isSampleCatch(c)).map((c) => c.id);
    const items = setupChecklist({
      content,
      packagesAsStarted: packagesAsStarted(packages),
      scheduleAsStarted: sameTemplate(template, DEFAULT_WEEKLY_TEMPLATE),
      seasonsAsStarted: packages.every((p) => p.season.length === 0),
      confirmed,
      ...this.providers,
      sampleReviews: sampleReviewIds.length,
      sampleCatches: sampleCatchIds.length,
    });
    return { items, sampleReviewIds, sampleCatchIds };
  }

  /** The guide says an item is right as the site started with it. */
  async confirm(item: ConfirmableItem, actor: Actor): Promise<SetupChecklist> {
    await this.sources.content.save({ section: 'setup', key: item, value: 'true' }, actor);
    return this.checklist();
  }
}

/** Every package is one the site started with, unchanged, and none was added or removed. */
function packagesAsStarted(packages: readonly PackageRow[]): boolean {
  if (packages.length !== DEFAULT_PACKAGES.length) return false;
  return packages.every((p) =>
    DEFAULT_PACKAGES.some((d) => d.name === p.name && d.price === p.price && d.description === p.description && d.duration === p.duration),
  );
}

function sameTemplate(a: WeeklyTemplate, b: WeeklyTemplate): boolean {
  return JSON.stringify(normalizedTemplate(a)) === JSON.stringify(normalizedTemplate(b));
}
