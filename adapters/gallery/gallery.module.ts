import { Module } from '@nestjs/common';
import { CatchService } from '../../application/gallery/catch-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { CatchesController } from './catches.controller';

@Module({
  controllers: [CatchesController],
  providers: [
    { provide: CatchService, inject: [RECORD_STORE, CLOCK], useFactory: (store: RecordStore, clock: Clock) => new CatchService(store, clock) },
  ],
  exports: [CatchService],
})
export class GalleryModule {}
