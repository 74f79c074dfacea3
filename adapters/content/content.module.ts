import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { MediaImages } from '../../application/media/media-images';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { MediaModule } from '../media/media.module';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { SiteContentController } from './site-content.controller';

@Module({
  imports: [MediaModule],
  controllers: [SiteContentController],
  providers: [
    {
      provide: SiteContentService,
      inject: [RECORD_STORE, CLOCK, MediaImages],
      useFactory: (store: RecordStore, clock: Clock, images: MediaImages) => new SiteContentService(store, clock, images),
    },
  ],
  exports: [SiteContentService],
})
export class ContentModule {}
