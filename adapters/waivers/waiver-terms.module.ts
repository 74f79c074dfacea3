import { Module } from '@nestjs/common';
import { Clock } from '../../application/ports/clock';
import { RecordStore } from '../../application/ports/records';
import { WAIVER_TERMS } from '../../application/waivers/waiver-terms';
import { WaiverTermsService } from '../../application/waivers/waiver-terms-service';
import { CLOCK, RECORD_STORE } from '../shared/tokens';
import { WaiverTermsController } from './waiver-terms.controller';

/** The terms' versions; the waiver signing module imports this for `WAIVER_TERMS`. */
@Module({
  controllers: [WaiverTermsController],
  providers: [
    {
      provide: WaiverTermsService,
      inject: [RECORD_STORE, CLOCK],
      useFactory: (store: RecordStore, clock: Clock) => new WaiverTermsService(store, clock),
    },
    // One instance behind both names, so a save drops the copy of the current version signers are served.
    { provide: WAIVER_TERMS, useExisting: WaiverTermsService },
  ],
  exports: [WAIVER_TERMS, WaiverTermsService],
})
export class WaiverTermsModule {}
