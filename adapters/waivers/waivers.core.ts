import { WaiverCopyLinkIssuer } from '../../application/waivers/waiver-copy-links';
import { waiverListProjection } from '../../application/waivers/waiver-list.projection';
import { WaiverMessagesProcess } from '../../application/waivers/waiver-messages.process';
import { AreaCore } from '../shared/area-core';
import { waiverTermsEntities, waiverTermsMigrations } from './waiver-terms-table';
import { waiverEntities, waiverMigrations } from './waivers-table';

/** The waivers area's tables, read model and process manager, apart from its Nest modules (waivers.area.ts; shared/area-core.ts). */
export const waiversCore: AreaCore = {
  name: 'waivers',
  entities: [...waiverTermsEntities, ...waiverEntities],
  migrations: [...waiverTermsMigrations, ...waiverMigrations],
  projections: [waiverListProjection],
  processManagers: (ports) => [
    new WaiverMessagesProcess({
      documents: ports.waiverDocuments,
      outbox: ports.outbox,
      copyLinks: new WaiverCopyLinkIssuer(ports.waiverCopyLinks, ports.siteOrigin),
    }),
  ],
};
