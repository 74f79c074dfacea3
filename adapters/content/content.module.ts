import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { SiteContentController } from './site-content.controller';

@Module({
  controllers: [SiteContentController],
  providers: [
    {
      provide: SiteContentService,
      inject: [RECORD_STORE, CLOCK],
      useFactory: (store: RecordStore, clock: Clock) => new SiteContentService(store, clock),
    },
  ],
  exports: [SiteContentService],
})
export class ContentModule {}
