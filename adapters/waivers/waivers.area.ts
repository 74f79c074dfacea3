import type { Area } from '../shared/area';
import { waiversCore } from './waivers.core';

/** Liability waivers: the versions of their terms, the signed waivers and their copies. */
export const waiversArea: Area = {
  ...waiversCore,
  modules: async () => [(await import('./waiver-terms.module.js')).WaiverTermsModule, (await import('./waivers.module.js')).WaiversModule],
};
