import { AvailabilityService } from '../../application/availability/availability-service';
import { SlotSchedule } from '../../application/bookings/checkout-service';

/**
 * A slot is offered when the calendar lists it for that date and the admin has not closed it; a
 * slot merely taken by a booking is still "offered": the day's aggregate decides who has it.
 */
export function scheduleOf(availability: AvailabilityService): SlotSchedule {
  return {
    async isOffered(date, timeSlot) {
      const [day] = await availability.calendar(date, 1);
      const slot = day?.slots.find((s) => s.timeSlot === timeSlot);
      return !!slot && slot.override !== 'booked';
    },
  };
}
