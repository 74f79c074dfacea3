import { Module } from '@nestjs/common';
import { BlogService } from '../../application/blog/blog-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { BlogPostsController } from './blog-posts.controller';

@Module({
  controllers: [BlogPostsController],
  providers: [
    { provide: BlogService, inject: [RECORD_STORE, CLOCK], useFactory: (store: RecordStore, clock: Clock) => new BlogService(store, clock) },
  ],
  exports: [BlogService],
})
export class BlogModule {}
