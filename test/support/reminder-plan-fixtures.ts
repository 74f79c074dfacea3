import { PlannedReminder, ReminderType } from '../../domain/reminders/reminder-rules';

/**
 * The lake's clock, as calendar.ts reads it:
 * - until 2025-11-02 02:00 MDT (08:00Z): MDT, UTC-6; then MST, UTC-7;
 * - from 2026-03-08 02:00 MST (09:00Z): MDT, UTC-6;
 * - from 2026-11-01 08:00Z: UTC-6 all year (Alberta stopped changing clocks).
 */
export const at = (iso: string) => new Date(iso);

/** Plans with their instants written out, for exact comparison. */
export const written = (plans: readonly PlannedReminder<ReminderType>[]) =>
  plans.map((p) => ({
    type: p.type,
    scheduledFor: p.scheduledFor.toISOString(),
    notAfter: p.notAfter.toISOString(),
    ...(p.skipped !== undefined ? { skipped: p.skipped } : {}),
  }));
