import { describe, expect, test } from '@jest/globals';
import { NO_SHOW_MESSAGES } from '../../domain/bookings/booking';
import { REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { tripStart } from '../../domain/bookings/refund-policy';
import { logSettled } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { clock, useManageLinkApi } from '../support/manage-link-api';

const MINUTE = 60_000;

/**
 * No-shows: the admin marks a confirmed booking whose trip has started as a no-show (and undoes it);
 * the booking stays confirmed, nothing is refunded, the timeline records it, the auditor may not.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('no-shows on %s', (_name, db) => {
  const api = useManageLinkApi(db);
  const { staff, paidBooking, refundsOf, historyOf } = api;

  const mark = async (id: string, body: Record<string, unknown> = {}) =>
    (await staff()).request('PUT', `/api/bookings/${id}/no-show`, body);
  const undo = async (id: string, body: Record<string, unknown> = {}) =>
    (await staff()).request('DELETE', `/api/bookings/${id}/no-show`, body);

  test('marked once the trip has started (refused before, with the message), kept confirmed, nothing refunded, undone', async () => {
    const booking = await paidBooking('2026-12-03'); // a morning trip, paid online
    const started = tripStart('2026-12-03', 'morning');

    // Before the trip: refused with the message, and nothing recorded.
    clock.set(new Date(started.getTime() - MINUTE));
    const early = await mark(booking.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A booking can be marked as a no-show once its trip has started');

    // Half an hour into the trip the party has not come.
    clock.set(new Date(started.getTime() + 30 * MINUTE));
    const marked = await mark(booking.id, { note: 'Not at the dock; no answer on the phone' });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: booking.id, status: 'confirmed', noShow: true, refundedCents: 0 });
    expect((await (await staff()).request('GET', `/api/bookings/${booking.id}`)).body).toMatchObject({ status: 'confirmed', noShow: true });
    const listed = (await (await staff()).request('GET', '/api/bookings?from=2026-12-03&to=2026-12-03')).body as {
      id: string;
      noShow: boolean;
    }[];
    expect(listed.find((row) => row.id === booking.id)?.noShow).toBe(true);
    const noShows = (await (await staff()).request('GET', '/api/bookings?noShow=true')).body as { id: string }[];
    expect(noShows.map((row) => row.id)).toEqual([booking.id]);
    const others = (await (await staff()).request('GET', '/api/bookings?noShow=false')).body as { id: string }[];
    expect(others.map((row) => row.id)).not.toContain(booking.id);
    expect((await (await staff()).request('GET', '/api/bookings?noShow=maybe')).body.errors).toEqual({
      noShow: 'noShow must be true or false',
    });
    expect(await refundsOf(booking.paymentIntentId)).toEqual([]);

    // Marked again: the same answer, no second event.
    expect((await mark(booking.id)).body).toMatchObject({ noShow: true });
    const history = await historyOf(booking.id);
    const markings = history.filter((entry) => entry.type === 'BookingMarkedNoShow');
    expect(markings).toHaveLength(1);
    expect(markings[0]).toMatchObject({
      actor: { kind: 'user', username: 'guide', role: 'admin' },
      reason: 'Not at the dock; no answer on the phone',
      changes: { noShow: { from: false, to: true } },
    });

    // The auditor reads it but may not change it.
    const auditor = await api.app.signIn('auditor');
    expect((await auditor.request('GET', `/api/bookings/${booking.id}`)).body).toMatchObject({ noShow: true });
    expect((await auditor.request('DELETE', `/api/bookings/${booking.id}/no-show`, {})).status).toBe(403);
    expect((await auditor.request('PUT', `/api/bookings/${booking.id}/no-show`, {})).status).toBe(403);

    // Undone: a trip that took place; undone again, nothing more.
    const undone = await undo(booking.id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'confirmed', noShow: false });
    expect((await undo(booking.id)).body).toMatchObject({ noShow: false });
    const after = await historyOf(booking.id);
    expect(after.filter((entry) => entry.type === 'BookingNoShowCleared')).toHaveLength(1);
    expect(after.at(-1)).toMatchObject({ type: 'BookingNoShowCleared', changes: { noShow: { from: true, to: false } } });
  });

  test('only a confirmed booking; an unknown one is not found; a note too long is refused with its message', async () => {
    const created = await (
      await staff()
    ).request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: '2026-12-04',
      time: 'afternoon',
      name: 'Penny Pending',
      email: 'penny@example.com',
      phone: '(780) 555-0188',
      people: 2,
    });
    expect(created.status).toBe(201);
    clock.set(new Date(tripStart('2026-12-04', 'afternoon').getTime() + MINUTE));
    const pending = await mark(created.body.id);
    expect([pending.status, pending.body.message]).toEqual([409, 'Only a confirmed booking can be marked as a no-show']);
    expect((await mark('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const long = await mark(created.body.id, { note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(NO_SHOW_MESSAGES.note);
  });

  test('a no-show is not asked to review the trip it missed: its review request is skipped, saying why', async () => {
    const saved = await (
      await staff()
    ).request('POST', '/api/site-content', { section: 'reviews', key: 'leave_url', value: 'https://g.page/r/wabamun-review' });
    expect(saved.status).toBe(200);
    const booking = await paidBooking('2026-11-25');
    const started = tripStart('2026-11-25', 'morning').getTime();
    const processAt = async (at: number) => {
      clock.set(new Date(at));
      await logSettled(api.app, api.database);
      expect((await (await staff()).request('POST', '/api/process-reminders')).status).toBe(200);
      await logSettled(api.app, api.database);
    };
    clock.set(new Date(started + 30 * MINUTE));
    expect((await mark(booking.id)).status).toBe(200);
    await processAt(started + 6 * 60 * MINUTE); // the trip is over: its messages after it are planned
    await processAt(started + 30 * 60 * MINUTE); // a day after: the review request is due
    const reminders = (await (await staff()).request('GET', `/api/scheduled-reminders?bookingId=${booking.id}`)).body as {
      reminderType: string;
      status: string;
      reason: string | null;
    }[];
    expect(reminders.find((r) => r.reminderType === 'review_request')).toMatchObject({
      status: 'skipped',
      reason: REMINDER_MESSAGES.noShow,
    });
  });
});
