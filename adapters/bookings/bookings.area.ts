import { BookingHoldsProcess } from '../../application/bookings/booking-holds.process';
import { bookingHistoryProjection } from '../../application/bookings/booking-history.projection';
import { bookingListProjection } from '../../application/bookings/booking-list.projection';
import { BookingMovesProcess } from '../../application/bookings/booking-moves.process';
import { BookingPaymentsProcess } from '../../application/bookings/booking-payments.process';
import { BookingRefundsProcess } from '../../application/bookings/booking-refunds.process';
import { BookingSlotsProcess } from '../../application/bookings/booking-slots.process';
import { ReferralPaymentSteps } from '../../application/referrals/referral-payment-steps';
import { Area } from '../shared/area';
import { BookingsModule } from './bookings.module';
import { bookingsTables } from './bookings.tables';

/** Bookings: quotes, checkout and payment, holds, refunds, moves and the guide's list. */
export const bookingsArea: Area = {
  ...bookingsTables,
  modules: () => [BookingsModule],
  projections: [bookingListProjection, bookingHistoryProjection],
  processManagers: (ports) => [
    new BookingPaymentsProcess(
      ports.events,
      ports.gateway,
      ports.schedule,
      ports.clock,
      new ReferralPaymentSteps(ports.events, ports.creditAccounts),
    ),
    new BookingSlotsProcess(ports.events, ports.clock),
    new BookingHoldsProcess(ports.events, ports.gateway, ports.clock),
    new BookingRefundsProcess(ports.events, ports.gateway, ports.clock),
    new BookingMovesProcess(ports.events, ports.gateway, ports.schedule, ports.clock),
  ],
};
