import { Module } from '@nestjs/common';
import { MediaImages } from '../../application/media/media-images';
import { MediaService } from '../../application/media/media-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG, CLOCK, RECORD_STORE } from '../shared/tokens';
import { DiskMediaFiles } from './disk-media-files';
import { MediaController } from './media.controller';
import { SharpImageProcessor } from './sharp-image-processor';

@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: MediaService,
      inject: [RECORD_STORE, CLOCK, APP_CONFIG],
      useFactory: (store: RecordStore, clock: Clock, config: AppConfig) =>
        new MediaService(store, clock, new DiskMediaFiles(config.mediaDir), new SharpImageProcessor()),
    },
    { provide: MediaImages, inject: [RECORD_STORE], useFactory: (store: RecordStore) => new MediaImages(store) },
  ],
  exports: [MediaService, MediaImages],
})
export class MediaModule {}
