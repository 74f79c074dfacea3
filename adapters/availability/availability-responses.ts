import { ApiProperty } from '@nestjs/swagger';
import { SLOT_STATUSES, SlotStatus } from '../../domain/availability/availability-rules';
import { DayAvailability, SlotAvailability } from '../../domain/availability/day-availability';
import { PackageDayAvailability, PackageSlotAvailability } from '../../domain/availability/package-day-availability';
import { TIME_SLOTS, TimeSlot } from '../../domain/availability/slot-windows';

export class SlotAvailabilityDto implements SlotAvailability {
  @ApiProperty({ enum: TIME_SLOTS })
  timeSlot!: TimeSlot;

  @ApiProperty({ enum: SLOT_STATUSES })
  status!: SlotStatus;

  @ApiProperty({ example: 'Morning (6:00-10:00 AM)' })
  label!: string;

  @ApiProperty({
    enum: SLOT_STATUSES,
    nullable: true,
    description:
      "The admin's status for this slot and date; null where the weekly template applies. 'booked' also where the admin closed the day (or every package sold in the slot is out of season)",
  })
  override!: SlotStatus | null;
}

export class DayAvailabilityDto implements DayAvailability {
  @ApiProperty({ example: '2026-11-24', description: 'The date, which is unique' })
  id!: string;

  @ApiProperty({ format: 'date', example: '2026-11-24' })
  date!: string;

  @ApiProperty({ enum: SLOT_STATUSES, description: 'available: every offered slot is; booked: none can be booked' })
  status!: SlotStatus;

  @ApiProperty({
    example: 'Morning & Afternoon',
    description: "What can still be booked, in words ('Full Day', 'Morning Only', 'Fully Booked')",
  })
  timeSlots!: string;

  @ApiProperty({ type: () => [SlotAvailabilityDto], description: 'Each offered slot, in slot order' })
  slots!: SlotAvailabilityDto[];
}

export class PackageSlotAvailabilityDto extends SlotAvailabilityDto implements PackageSlotAvailability {
  @ApiProperty({
    description:
      'This package can be booked in this slot on this date: offered, free, not started, in its season, not closed, sold in this slot',
  })
  bookable!: boolean;

  @ApiProperty({
    type: 'integer',
    example: 20_700,
    description: 'What one person pays for this package on this date, in cents (weekday discount applied)',
  })
  pricePerPerson!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 4,
    description:
      'Seats still for sale in this slot when the package is sold per seat (0 when it cannot be booked); null for a private charter',
  })
  seatsLeft!: number | null;
}

/** A day as one package sees it (`?package=`): the general day's fields, each slot with three more. */
export class PackageDayAvailabilityDto extends DayAvailabilityDto implements PackageDayAvailability {
  @ApiProperty({ type: () => [PackageSlotAvailabilityDto], description: 'Each offered slot, in slot order' })
  declare slots: PackageSlotAvailabilityDto[];
}
