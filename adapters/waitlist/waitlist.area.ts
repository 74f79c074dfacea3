import { businessContactOf } from '../../application/messaging/business-contact';
import { waitlistEntriesProjection } from '../../application/waitlist/waitlist-entries.projection';
import { WaitlistLinkIssuer } from '../../application/waitlist/waitlist-links';
import { WaitlistOffersProcess } from '../../application/waitlist/waitlist-offers.process';
import { Area } from '../shared/area';
import { WaitlistModule } from './waitlist.module';
import { waitlistCore } from './waitlist.core';

/** The waitlist of booked trips, and the places offered when one frees up. */
export const waitlistArea: Area = {
  ...waitlistCore,
  modules: () => [WaitlistModule],
  projections: [waitlistEntriesProjection],
  processManagers: (ports) => [
    new WaitlistOffersProcess(
      ports.events,
      ports.schedule,
      new WaitlistLinkIssuer(ports.waitlistLinks, ports.siteOrigin),
      ports.outbox,
      () => businessContactOf(ports.content, ports.siteOrigin),
      ports.clock,
      ports.holdLimits,
    ),
  ],
};
