import { AvailabilityService } from '../../application/availability/availability-service';
import { SlotSchedule } from '../../application/bookings/slot-schedule';

/** The booking flow asks the availability whether a slot is offered. */
export function scheduleOf(availability: AvailabilityService): SlotSchedule {
  return { isOffered: (date, timeSlot) => availability.isOffered(date, timeSlot) };
}
