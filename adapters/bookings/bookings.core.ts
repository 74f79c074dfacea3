import { bookingListProjection } from '../../application/bookings/booking-list.projection';
import { BookingRefundsProcess } from '../../application/bookings/booking-refunds.process';
import { BookingSlotsProcess } from '../../application/bookings/booking-slots.process';
import { AreaCore } from '../shared/area-core';
import { bookingEntities, bookingMigrations } from './booking-read-models';

/** The bookings area's tables, read models and process managers, apart from its Nest modules (bookings.area.ts; shared/area-core.ts). */
export const bookingsCore: AreaCore = {
  name: 'bookings',
  entities: bookingEntities,
  migrations: bookingMigrations,
  projections: [bookingListProjection],
  processManagers: (ports) => [
    new BookingSlotsProcess({ events: ports.events, clock: ports.clock }),
    new BookingRefundsProcess({ events: ports.events, gateway: ports.gateway, clock: ports.clock }),
  ],
};
