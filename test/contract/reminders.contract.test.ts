import { describe, expect, test } from '@jest/globals';
import { reminderSettings } from '../../application/reminders/reminder-contact';
import { bookingReminderId } from '../../application/reminders/reminder-ids';
import { CommandPipeline } from '../../application/shared/command-pipeline';
import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { BOOKING_REMINDER_TYPES } from '../../domain/reminders/reminder-rules';
import { testDatabases } from '../support/databases';
import { FakeSms, guide, idsFor, onLake, trip, useReminderEngines } from '../support/reminder-engines';

describe.each(testDatabases().map((db) => [db.name, db] as const))('reminders on %s', (_name, db) => {
  const { clock, start, jobOn, confirmedBooking, planningVersions, remindersOf, reminder, eventTypesOf } = useReminderEngines(db);

  test('a booking confirmed five days ahead gets its four reminders, pending, at their moments on the lake', async () => {
    clock.set(new Date(onLake('2026-12-01', '10:00')));
    const engine = await start();
    const booking = await confirmedBooking(engine, trip('2026-12-06'));

    const [paid] = await planningVersions(engine, booking.id);
    const ids = idsFor(booking.id, paid!);
    expect(await remindersOf(booking.id)).toEqual([
      { id: ids.customer_48h, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2026-12-04', '13:00'), reason: null },
      { id: ids.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2026-12-05', '13:00'), reason: null },
      { id: ids.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2026-12-06', '11:00'), reason: null },
      {
        id: ids.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2026-12-06', '12:00'),
        reason: null,
      },
    ]);

    // The customer's to the customer, the guide's to the guide; none goes out after the trip has started.
    const settings = await reminderSettings(engine.ports.content);
    for (const type of BOOKING_REMINDER_TYPES) {
      const row = await reminder(ids[type]);
      const to =
        type === 'guide_trip_reminder'
          ? settings.guide
          : { name: booking.details.name, phone: booking.details.phone, email: booking.details.email };
      expect({ name: row.recipientName, phone: row.recipientPhone, email: row.recipientEmail }).toEqual(to);
      expect([row.forDate, row.tripTime, row.notAfter.toISOString()]).toEqual(['2026-12-06', 'afternoon', onLake('2026-12-06', '13:00')]);
    }
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('a booking made 30 hours ahead gets only the reminders still more than an hour ahead', async () => {
    clock.set(new Date(onLake('2026-12-08', '07:00')));
    const engine = await start();
    const soon = await confirmedBooking(engine, trip('2026-12-09'));
    const [paid] = await planningVersions(engine, soon.id);
    const ids = idsFor(soon.id, paid!);
    // The 48-hour moment is past.
    expect(await remindersOf(soon.id)).toEqual([
      { id: ids.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2026-12-08', '13:00'), reason: null },
      { id: ids.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2026-12-09', '11:00'), reason: null },
      {
        id: ids.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2026-12-09', '12:00'),
        reason: null,
      },
    ]);

    // 24.5 hours ahead: the day-before reminder would come half an hour after the confirmation.
    clock.set(new Date(onLake('2026-12-09', '12:30')));
    const sooner = await confirmedBooking(engine, trip('2026-12-10'));
    expect((await remindersOf(sooner.id)).map((r) => [r.type, r.scheduledFor])).toEqual([
      ['customer_day_of', onLake('2026-12-10', '11:00')],
      ['guide_trip_reminder', onLake('2026-12-10', '12:00')],
    ]);
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('a cancellation cancels every pending reminder; a re-confirmation plans a fresh set under new ids', async () => {
    clock.set(new Date(onLake('2026-12-14', '10:00')));
    const engine = await start();
    const booking = await confirmedBooking(engine, trip('2026-12-19'));
    const [paid] = await planningVersions(engine, booking.id);
    const first = idsFor(booking.id, paid!);
    expect((await remindersOf(booking.id)).map((r) => [r.id, r.status])).toEqual(BOOKING_REMINDER_TYPES.map((t) => [first[t], 'pending']));

    clock.set(new Date(onLake('2026-12-15', '10:00')));
    expect((await engine.bookings.changeStatus(booking.id, 'cancelled', 'Family emergency', guide)).status).toBe('cancelled');
    await engine.catchUp();
    const cancelled = await remindersOf(booking.id);
    expect(cancelled.map((r) => [r.id, r.status, r.reason])).toEqual(
      BOOKING_REMINDER_TYPES.map((t) => [first[t], 'cancelled', 'The booking was cancelled']),
    );

    clock.set(new Date(onLake('2026-12-16', '10:00')));
    // Its payment went back with the cancellation: confirmed again, it is recorded as unpaid.
    const rebooked = await engine.bookings.changeStatus(booking.id, 'confirmed', 'Rebooked by phone', guide, { paymentDue: true });
    expect(rebooked).toMatchObject({ status: 'confirmed', paymentDueCents: booking.amountCents });
    await engine.catchUp();
    const versions = await planningVersions(engine, booking.id);
    expect(versions).toHaveLength(2);
    const second = idsFor(booking.id, versions[1]!);
    expect(Object.values(second).filter((id) => Object.values(first).includes(id))).toEqual([]);
    const all = await remindersOf(booking.id);
    expect(all.filter((r) => r.status === 'cancelled')).toEqual(cancelled);
    expect(all.filter((r) => r.status !== 'cancelled')).toEqual([
      { id: second.customer_48h, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2026-12-17', '13:00'), reason: null },
      { id: second.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2026-12-18', '13:00'), reason: null },
      { id: second.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2026-12-19', '11:00'), reason: null },
      {
        id: second.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2026-12-19', '12:00'),
        reason: null,
      },
    ]);
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('a trip moved three days later: its pending reminders keep their ids and move; one already sent stays sent and gets a successor', async () => {
    clock.set(new Date(onLake('2027-01-04', '10:00')));
    const engine = await start();
    const sms = new FakeSms();
    const job = jobOn(engine, sms);
    const booking = await confirmedBooking(engine, trip('2027-01-08'));
    const [paid] = await planningVersions(engine, booking.id);
    const ids = idsFor(booking.id, paid!);

    // The 48-hour reminder goes out on time.
    clock.set(new Date(onLake('2027-01-06', '13:00')));
    await job.run({ sendNow: true });
    expect((await reminder(ids.customer_48h)).status).toBe('sent');

    clock.set(new Date(onLake('2027-01-06', '14:00')));
    const moved = await new CommandPipeline(engine.events).execute(bookingDecider, bookingStreamId(booking.id), {
      type: 'RescheduleBooking',
      date: '2027-01-11',
      time: 'afternoon',
      reason: 'Wind warning',
      actor: guide,
      at: clock.now().toISOString(),
    });
    expect(moved.events.map((e) => e.type)).toEqual(['BookingRescheduled']);
    await engine.catchUp();

    const versions = await planningVersions(engine, booking.id);
    expect(versions).toEqual([paid, moved.version]);
    const successor = bookingReminderId(booking.id, 'customer_48h', moved.version);
    expect(await remindersOf(booking.id)).toEqual([
      { id: ids.customer_48h, type: 'customer_48h', status: 'sent', scheduledFor: onLake('2027-01-06', '13:00'), reason: null },
      { id: successor, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2027-01-09', '13:00'), reason: null },
      { id: ids.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2027-01-10', '13:00'), reason: null },
      { id: ids.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2027-01-11', '11:00'), reason: null },
      {
        id: ids.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2027-01-11', '12:00'),
        reason: null,
      },
    ]);
    for (const type of ['customer_24h', 'customer_day_of', 'guide_trip_reminder'] as const) {
      const row = await reminder(ids[type]);
      expect([row.forDate, row.tripTime, row.notAfter.toISOString()]).toEqual(['2027-01-11', 'afternoon', onLake('2027-01-11', '13:00')]);
      expect(await eventTypesOf(engine, ids[type])).toEqual(['ReminderScheduled', 'ReminderMoved']);
    }
    expect((await reminder(ids.customer_48h)).forDate).toBe('2027-01-08');
    expect(await eventTypesOf(engine, ids.customer_48h)).toEqual(['ReminderScheduled', 'ReminderQueued', 'ReminderSent']);
    expect(engine.errors).toEqual([]);
  }, 60_000);
});
