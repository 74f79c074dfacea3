import { GiftCardBookingsProcess } from '../../application/giftcards/gift-card-bookings.process';
import { GiftCardIssuesProcess } from '../../application/giftcards/gift-card-issues.process';
import { GiftCardMessagesProcess } from '../../application/giftcards/gift-card-messages.process';
import { giftCardListProjection, giftCardMovementsProjection } from '../../application/giftcards/gift-card-projections';
import { AreaCore } from '../shared/area-core';
import { giftCardEntities, giftCardMigrations } from './gift-card-tables';

/** The gift cards area's tables, read models and process managers, apart from its Nest modules (giftcards.area.ts; shared/area-core.ts). */
export const giftCardsCore: AreaCore = {
  name: 'giftcards',
  entities: giftCardEntities,
  migrations: giftCardMigrations,
  projections: [giftCardListProjection, giftCardMovementsProjection],
  processManagers: (ports) => [
    new GiftCardIssuesProcess(ports.events),
    new GiftCardBookingsProcess(ports.events),
    new GiftCardMessagesProcess({ events: ports.events, outbox: ports.outbox, content: ports.content, siteOrigin: ports.siteOrigin }),
  ],
};
