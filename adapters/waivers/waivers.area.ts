import { WaiverCopyLinkIssuer } from '../../application/waivers/waiver-copy-links';
import { waiverListProjection } from '../../application/waivers/waiver-list.projection';
import { WaiverMessagesProcess } from '../../application/waivers/waiver-messages.process';
import { Area } from '../shared/area';
import { WaiverTermsModule } from './waiver-terms.module';
import { WaiversModule } from './waivers.module';
import { waiversCore } from './waivers.core';

/** Liability waivers: the versions of their terms, the signed waivers and their copies. */
export const waiversArea: Area = {
  ...waiversCore,
  modules: () => [WaiverTermsModule, WaiversModule],
  projections: [waiverListProjection],
  processManagers: (ports) => [
    new WaiverMessagesProcess(ports.waiverDocuments, ports.outbox, new WaiverCopyLinkIssuer(ports.waiverCopyLinks, ports.siteOrigin)),
  ],
};
