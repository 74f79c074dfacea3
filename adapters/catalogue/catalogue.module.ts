import { Module } from '@nestjs/common';
import { PackageService } from '../../application/catalogue/package-service';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { PackagesController } from './packages.controller';

@Module({
  controllers: [PackagesController],
  providers: [
    {
      provide: PackageService,
      inject: [RECORD_STORE, CLOCK],
      useFactory: (store: RecordStore, clock: Clock) => new PackageService(store, clock),
    },
  ],
  exports: [PackageService],
})
export class CatalogueModule {}
