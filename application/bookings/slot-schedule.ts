import { TimeSlot } from '../../domain/bookings/booking-rules';

/** Whether the schedule offers a slot on a date (weekly template and the admin's overrides). */
export interface SlotSchedule {
  isOffered(date: string, timeSlot: TimeSlot): Promise<boolean>;
}
