import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BlogService } from '../../application/blog/blog-service';
import { PackageService } from '../../application/catalogue/package-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { CatchService } from '../../application/gallery/catch-service';
import { MediaService } from '../../application/media/media-service';
import { ReviewService } from '../../application/reviews/review-service';
import { SeedStep } from '../../application/seed/seed-runner';
import { BlogSlugTakenError } from '../../domain/blog/blog-rules';
import { DEFAULT_PACKAGES } from '../../domain/catalogue/package-defaults';
import { defaultSiteContentEntries } from '../../domain/content/site-content-defaults';
import { Actor } from '../../domain/shared/actor';
import { projectRoot } from '../config/app-config';
import { SEED_BLOG_POSTS, SEED_CATCHES, SEED_REVIEWS } from './seed-content';

export interface SeedServices {
  readonly siteContent: SiteContentService;
  readonly packages: PackageService;
  readonly reviews: ReviewService;
  readonly catches: CatchService;
  readonly blog: BlogService;
  readonly media: MediaService;
}

/** The images ship in the repository (not in dist/): read them from the project root. */
const IMAGES_DIR = join(projectRoot(), 'adapters', 'seed', 'images');

/**
 * The first-start content of the site, in steps that each skip what is already there, so that a
 * seed interrupted half-way is completed without duplicates. Images go through the media service
 * like an admin's upload: content-hash names and web-sized variants.
 */
export function seedSteps(services: SeedServices): SeedStep[] {
  const upload = async (file: string, actor: Actor) =>
    (await services.media.upload({ bytes: await readFile(join(IMAGES_DIR, file)), originalName: file, kind: 'image' }, actor)).url;

  return [
    { name: 'site-content', run: async () => void (await services.siteContent.saveDefaults(defaultSiteContentEntries())) },
    {
      name: 'packages',
      run: async (actor) => {
        const existing = new Set((await services.packages.list()).map((p) => p.name));
        for (const pkg of DEFAULT_PACKAGES) {
          if (!existing.has(pkg.name)) await services.packages.create({ ...pkg, features: [...pkg.features] }, actor);
        }
      },
    },
    {
      name: 'reviews',
      run: async (actor) => {
        const existing = await services.reviews.list();
        for (const review of SEED_REVIEWS) {
          if (!existing.some((r) => r.name === review.name && r.comment === review.comment)) await services.reviews.create(review, actor);
        }
      },
    },
    {
      name: 'catches',
      run: async (actor) => {
        const existing = await services.catches.list();
        for (const { image, ...fields } of SEED_CATCHES) {
          if (existing.some((c) => c.fishType === fields.fishType && c.angler === fields.angler && c.date === fields.date)) continue;
          await services.catches.create({ ...fields, imageUrl: await upload(image, actor) }, actor);
        }
      },
    },
    {
      name: 'blog-posts',
      run: async (actor) => {
        for (const { image, ...post } of SEED_BLOG_POSTS) {
          try {
            await services.blog.create({ ...post, featuredImage: image ? await upload(image, actor) : null }, actor);
          } catch (error) {
            if (!(error instanceof BlogSlugTakenError)) throw error;
          }
        }
      },
    },
  ];
}
