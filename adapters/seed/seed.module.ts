import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ContentModule } from '../content/content.module';
import { GalleryModule } from '../gallery/gallery.module';
import { MediaModule } from '../media/media.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SeedOnStart } from './seed-on-start';

@Module({
  imports: [ContentModule, CatalogueModule, ReviewsModule, GalleryModule, BlogModule, MediaModule],
  providers: [SeedOnStart],
})
export class SeedModule {}
