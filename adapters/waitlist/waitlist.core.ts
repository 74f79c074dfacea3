import { businessContactOf } from '../../application/messaging/business-contact';
import { waitlistEntriesProjection } from '../../application/waitlist/waitlist-entries.projection';
import { WaitlistLinkIssuer } from '../../application/waitlist/waitlist-links';
import { WaitlistOffersProcess } from '../../application/waitlist/waitlist-offers.process';
import { AreaCore } from '../shared/area-core';
import { waitlistEntities, waitlistMigrations } from './waitlist-tables';

/** The waitlist area's tables, read model and process manager, apart from its Nest modules (waitlist.area.ts; shared/area-core.ts). */
export const waitlistCore: AreaCore = {
  name: 'waitlist',
  entities: waitlistEntities,
  migrations: waitlistMigrations,
  projections: [waitlistEntriesProjection],
  processManagers: (ports) => [
    new WaitlistOffersProcess({
      events: ports.events,
      schedule: ports.schedule,
      links: new WaitlistLinkIssuer(ports.waitlistLinks, ports.siteOrigin),
      outbox: ports.outbox,
      business: () => businessContactOf(ports.content, ports.siteOrigin),
      clock: ports.clock,
      limits: ports.holdLimits,
    }),
  ],
};
