import { Module } from '@nestjs/common';
import { CatchService } from '../../application/gallery/catch-service';
import { MediaImages } from '../../application/media/media-images';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { MediaModule } from '../media/media.module';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { CatchesController } from './catches.controller';

@Module({
  imports: [MediaModule],
  controllers: [CatchesController],
  providers: [
    {
      provide: CatchService,
      inject: [RECORD_STORE, CLOCK, MediaImages],
      useFactory: (store: RecordStore, clock: Clock, images: MediaImages) => new CatchService(store, clock, images),
    },
  ],
  exports: [CatchService],
})
export class GalleryModule {}
