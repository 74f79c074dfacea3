import { Attributed } from '../shared/decider';

export interface ClaimBookingReference extends Attributed {
  readonly type: 'ClaimBookingReference';
  readonly reference: string;
  readonly bookingId: string;
}

export type BookingReferenceCommand = ClaimBookingReference;
