import { Module } from '@nestjs/common';
import { MediaImages } from '../../application/media/media-images';
import { MediaService } from '../../application/media/media-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { Database } from '../persistence/database';
import { CLOCK, DATABASE, RECORD_STORE } from '../shared/tokens';
import { MediaDirImport } from './media-dir-import';
import { MediaController } from './media.controller';
import { SharpImageProcessor } from './sharp-image-processor';
import { SqlMediaFiles } from './sql-media-files';

@Module({
  controllers: [MediaController],
  providers: [
    { provide: SqlMediaFiles, inject: [DATABASE], useFactory: (db: Database) => new SqlMediaFiles(db.dataSource) },
    MediaDirImport,
    {
      provide: MediaService,
      inject: [RECORD_STORE, CLOCK, SqlMediaFiles],
      useFactory: (store: RecordStore, clock: Clock, files: SqlMediaFiles) =>
        new MediaService(store, clock, files, new SharpImageProcessor()),
    },
    { provide: MediaImages, inject: [RECORD_STORE], useFactory: (store: RecordStore) => new MediaImages(store) },
  ],
  exports: [MediaService, MediaImages, SqlMediaFiles],
})
export class MediaModule {}
