import { Module } from '@nestjs/common';
import { BlogService } from '../../application/blog/blog-service';
import { MediaImages } from '../../application/media/media-images';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { MediaModule } from '../media/media.module';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { BlogPostsController } from './blog-posts.controller';

@Module({
  imports: [MediaModule],
  controllers: [BlogPostsController],
  providers: [
    {
      provide: BlogService,
      inject: [RECORD_STORE, CLOCK, MediaImages],
      useFactory: (store: RecordStore, clock: Clock, images: MediaImages) => new BlogService(store, clock, images),
    },
  ],
  exports: [BlogService],
})
export class BlogModule {}
