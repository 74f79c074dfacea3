import { SlotStatus } from '../../domain/availability/availability-rules';
import { TimeSlot } from '../../domain/availability/slot-windows';
import { table } from '../ports/read-models';

/** The admin's status for one slot of one date; deleting it puts the slot back to the template. */
export interface AvailabilityOverrideRow {
  date: string;
  timeSlot: TimeSlot;
  status: SlotStatus;
  updatedAt: Date;
}

/** One day of the weekly template; `weekday` is 0 (Sunday) to 6 (Saturday). */
export interface AvailabilityTemplateRow {
  weekday: number;
  slots: TimeSlot[];
  updatedAt: Date;
}

export const availabilityOverridesTable = table<AvailabilityOverrideRow>('availability_overrides', ['date', 'timeSlot']);
export const availabilityTemplateTable = table<AvailabilityTemplateRow>('availability_template', ['weekday']);

/** A claim that keeps others out, with the party it records when it does (domain/availability/slot-seats.ts). */
export interface TakenSlot {
  date: string;
  timeSlot: TimeSlot;
  packageName?: string | null;
  seats?: number | null;
  boatCapacity?: number | null;
}

/** The slots bookings hold on dates from `from` to `to` (both included). */
export interface TakenSlots {
  takenBetween(from: string, to: string): Promise<TakenSlot[]>;
}

/**
 * The overrides of dates from `from` to `to` (both included). The RecordStore port only matches
 * equal values, and a calendar must not read every override ever set nor one query per date.
 */
export interface OverridesInRange {
  overridesBetween(from: string, to: string): Promise<AvailabilityOverrideRow[]>;
}

/** A day or range the admin closed (domain/availability/closures.ts), as stored. */
export interface ScheduleClosureRow {
  id: number;
  from: string;
  to: string;
  /** null: every package is closed. */
  packageId: number | null;
  reason: string;
  createdAt: Date;
}

export const scheduleClosuresTable = table<ScheduleClosureRow>('schedule_closures', ['id']);
