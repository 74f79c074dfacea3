import { Area } from '../shared/area';
import { WaiverTermsModule } from './waiver-terms.module';
import { WaiversModule } from './waivers.module';
import { waiversCore } from './waivers.core';

/** Liability waivers: the versions of their terms, the signed waivers and their copies. */
export const waiversArea: Area = {
  ...waiversCore,
  modules: () => [WaiverTermsModule, WaiversModule],
};
