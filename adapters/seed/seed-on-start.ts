import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { BlogService } from '../../application/blog/blog-service';
import { PackageService } from '../../application/catalogue/package-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { CatchService } from '../../application/gallery/catch-service';
import { MediaService } from '../../application/media/media-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { ReviewService } from '../../application/reviews/review-service';
import { SeedRunner } from '../../application/seed/seed-runner';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { seedSteps } from './seed-steps';

/** Bumping the name would seed again on every existing site: add a new seed instead. */
export const INITIAL_SEED = 'initial-content';

/** Gives a new site its starting content before the server takes its first request. */
@Injectable()
export class SeedOnStart implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(RECORD_STORE) private readonly store: RecordStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly siteContent: SiteContentService,
    private readonly packages: PackageService,
    private readonly reviews: ReviewService,
    private readonly catches: CatchService,
    private readonly blog: BlogService,
    private readonly media: MediaService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const steps = seedSteps({
      siteContent: this.siteContent,
      packages: this.packages,
      reviews: this.reviews,
      catches: this.catches,
      blog: this.blog,
      media: this.media,
    });
    const outcome = await new SeedRunner(this.store, this.clock).seedOnce(INITIAL_SEED, steps);
    if (outcome === 'applied') this.logger.log('Seeded the starting content: packages, reviews, catches, blog posts, site texts');
  }
}
