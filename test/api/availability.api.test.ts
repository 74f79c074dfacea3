import { describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClock } from '../support/test-clock';

// 15:00 UTC is 8:00 AM on the lake, Monday 2026-11-23.
const TODAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

const DEFAULT_DAYS = {
  monday: ['morning', 'afternoon'],
  tuesday: ['morning', 'afternoon'],
  wednesday: ['morning', 'afternoon'],
  thursday: ['morning', 'afternoon'],
  friday: ['morning', 'afternoon'],
  saturday: ['full-day'],
  sunday: ['full-day'],
};

const MESSAGES = {
  date: 'Please select a date',
  time: 'Please select a time',
  status: 'Status must be available, limited or booked',
  past: 'You can only change today or later',
  days: 'Days must be a whole number from 1 to 62',
  templateDay: 'List the slots offered that day (morning, afternoon, full-day), each at most once',
  template: 'Give the slots offered on every day of the week, Monday to Sunday',
};

// Each package is booked in a slot it runs in: the half day in the morning or afternoon.
const booking = (date: string, time: string) => ({
  package: time === 'full-day' ? 'Full-Day Adventure' : 'Half-Day Adventure',
  date,
  time,
  name: 'Robin Shore',
  email: 'robin@example.com',
  phone: '(780) 555-0101',
  people: 2,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('availability API on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const suite = useApiApp(db, { clock });

  const dayOf = async (date: string) => {
    const res = await suite.app.request('GET', `/api/availability?from=${date}&days=1`);
    expect(res.status).toBe(200);
    return res.body[0];
  };
  const slotsOf = (day: { slots: { timeSlot: string; status: string }[] }) =>
    Object.fromEntries(day.slots.map((s) => [s.timeSlot, s.status]));

  test('shows 14 days from today on the lake with the default week', async () => {
    const res = await suite.app.request('GET', '/api/availability');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(14);
    expect(res.body[0].date).toBe(TODAY);
    expect(res.body[13].date).toBe('2026-12-06');
    // 8:00 AM on the lake: this morning's trip has left, so only the afternoon can still be booked.
    expect(res.body[0]).toEqual({
      id: TODAY,
      date: TODAY,
      status: 'limited',
      timeSlots: 'Afternoon Only',
      slots: [
        { timeSlot: 'morning', status: 'booked', label: 'Morning (6:00-10:00 AM)', override: null },
        { timeSlot: 'afternoon', status: 'available', label: 'Afternoon (1:00-5:00 PM)', override: null },
      ],
    });
    const summaries = res.body.map((d: { date: string; status: string; timeSlots: string }) => [d.date, d.status, d.timeSlots]);
    expect(summaries.slice(4, 8)).toEqual([
      ['2026-11-27', 'available', 'Morning & Afternoon'],
      [SATURDAY, 'available', 'Full Day'],
      [SUNDAY, 'available', 'Full Day'],
      ['2026-11-30', 'available', 'Morning & Afternoon'],
    ]);
    expect((await suite.app.request('GET', '/api/availability/template')).body).toEqual({ days: DEFAULT_DAYS });
  });

  test('reads any span of up to 62 days from a given date', async () => {
    const three = await suite.app.request('GET', '/api/availability?from=2026-12-31&days=3');
    expect(three.body.map((d: { date: string }) => d.date)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect((await suite.app.request('GET', '/api/availability?days=62')).body).toHaveLength(62);
    for (const days of ['0', '63', '2.5', 'many']) {
      const res = await suite.app.request('GET', `/api/availability?days=${days}`);
      expect([days, res.status, res.body]).toEqual([days, 400, errorAnswer({ message: MESSAGES.days, errors: { days: MESSAGES.days } })]);
    }
    const badFrom = await suite.app.request('GET', '/api/availability?from=2026-02-30');
    expect(badFrom.body).toEqual(errorAnswer({ message: MESSAGES.date, errors: { from: MESSAGES.date } }));
  });

  test('a morning the admin marks booked leaves the date limited with the afternoon; deleting the override restores it', async () => {
    const date = '2026-11-24';
    const set = await suite.admin.request('PUT', '/api/availability', { date, timeSlot: 'morning', status: 'booked' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ date, status: 'limited', timeSlots: 'Afternoon Only' });
    expect(set.body.slots[0]).toEqual({ timeSlot: 'morning', status: 'booked', label: 'Morning (6:00-10:00 AM)', override: 'booked' });
    expect(await dayOf(date)).toEqual(set.body);

    const limited = await suite.admin.request('PUT', '/api/availability', { date, timeSlot: 'morning', status: 'limited' });
    expect(limited.body).toMatchObject({ status: 'limited', timeSlots: 'Morning & Afternoon' });
    expect(slotsOf(limited.body)).toEqual({ morning: 'limited', afternoon: 'available' });

    const cleared = await suite.admin.request('DELETE', `/api/availability/${date}/morning`);
    expect(cleared.status).toBe(204);
    expect(await dayOf(date)).toMatchObject({ status: 'available', timeSlots: 'Morning & Afternoon' });
    expect((await dayOf(date)).slots[0].override).toBeNull();
    // Clearing what is not set is no error: the slot already follows the template.
    expect((await suite.admin.request('DELETE', `/api/availability/${date}/morning`)).status).toBe(204);
  });

  test('a booked Saturday full day makes the date fully booked', async () => {
    expect((await suite.admin.request('POST', '/api/bookings', booking(SATURDAY, 'full-day'))).status).toBe(201);
    expect(await dayOf(SATURDAY)).toMatchObject({
      status: 'booked',
      timeSlots: 'Fully Booked',
      slots: [{ timeSlot: 'full-day', status: 'booked' }],
    });
  });

  test('a full day the admin opens on a weekday is taken by a morning booking too (overlap)', async () => {
    const date = '2026-11-25';
    const opened = await suite.admin.request('PUT', '/api/availability', { date, timeSlot: 'full-day', status: 'available' });
    expect(opened.body).toMatchObject({ status: 'available', timeSlots: 'Morning, Afternoon & Full Day' });
    await suite.admin.request('POST', '/api/bookings', booking(date, 'morning'));
    const day = await dayOf(date);
    expect(slotsOf(day)).toEqual({ morning: 'booked', afternoon: 'available', 'full-day': 'booked' });
    expect(day).toMatchObject({ status: 'limited', timeSlots: 'Afternoon Only' });
  });

  test('a cancelled booking frees its slot', async () => {
    const date = '2026-11-26';
    const created = await suite.admin.request('POST', '/api/bookings', booking(date, 'afternoon'));
    expect(await dayOf(date)).toMatchObject({ status: 'limited', timeSlots: 'Morning Only' });
    const cancelled = await suite.admin.request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(await dayOf(date)).toMatchObject({ status: 'available', timeSlots: 'Morning & Afternoon' });
  });

  test('a changed weekly template shows at once, and can be put back', async () => {
    const changed = { ...DEFAULT_DAYS, monday: ['morning'], friday: ['afternoon', 'morning', 'full-day'], sunday: [] };
    const res = await suite.admin.request('PUT', '/api/availability/template', { days: changed });
    expect(res.status).toBe(200);
    // Stored in display order, whatever order the form sent.
    expect(res.body).toEqual({ days: { ...changed, friday: ['morning', 'afternoon', 'full-day'] } });
    expect((await suite.app.request('GET', '/api/availability/template')).body).toEqual(res.body);

    expect(await dayOf('2026-11-30')).toMatchObject({ status: 'available', timeSlots: 'Morning Only' });
    expect(await dayOf('2026-11-27')).toMatchObject({ status: 'available', timeSlots: 'Morning, Afternoon & Full Day' });
    expect(await dayOf(SUNDAY)).toEqual({ id: SUNDAY, date: SUNDAY, status: 'booked', timeSlots: 'Fully Booked', slots: [] });
    // An override can still open a slot on a day the template closes.
    const opened = await suite.admin.request('PUT', '/api/availability', { date: SUNDAY, timeSlot: 'morning', status: 'limited' });
    expect(opened.body).toMatchObject({ status: 'limited', timeSlots: 'Morning Only' });
    await suite.admin.request('DELETE', `/api/availability/${SUNDAY}/morning`);

    expect((await suite.admin.request('PUT', '/api/availability/template', { days: DEFAULT_DAYS })).body).toEqual({ days: DEFAULT_DAYS });
    expect(await dayOf(SUNDAY)).toMatchObject({ status: 'available', timeSlots: 'Full Day' });
  });

  test('refuses a bad override with the message of each field', async () => {
    const empty = await suite.admin.request('PUT', '/api/availability', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ date: MESSAGES.date, timeSlot: MESSAGES.time, status: MESSAGES.status });
    for (const [body, errors] of [
      [{ date: '2026-02-30', timeSlot: 'morning', status: 'booked' }, { date: MESSAGES.date }],
      [{ date: '30/11/2026', timeSlot: 'morning', status: 'booked' }, { date: MESSAGES.date }],
      [{ date: '2026-11-30', timeSlot: 'evening', status: 'booked' }, { timeSlot: MESSAGES.time }],
      [{ date: '2026-11-30', timeSlot: 'morning', status: 'open' }, { status: MESSAGES.status }],
    ] as const) {
      const res = await suite.admin.request('PUT', '/api/availability', body);
      expect([body, res.status, res.body.errors]).toEqual([body, 400, errors]);
    }
    const badSlot = await suite.admin.request('DELETE', '/api/availability/2026-11-30/evening');
    expect([badSlot.status, badSlot.body]).toEqual([400, errorAnswer({ message: MESSAGES.time, errors: { timeSlot: MESSAGES.time } })]);
    const badDate = await suite.admin.request('DELETE', '/api/availability/2026-13-01/morning');
    expect([badDate.status, badDate.body]).toEqual([400, errorAnswer({ message: MESSAGES.date, errors: { date: MESSAGES.date } })]);
    expect(await dayOf('2026-11-30')).toMatchObject({ status: 'available', timeSlots: 'Morning & Afternoon' });
  });

  test('refuses a template without every day, with an unknown slot or a slot twice', async () => {
    const { tuesday: _left, ...withoutTuesday } = DEFAULT_DAYS;
    for (const [days, field] of [
      [withoutTuesday, 'days.tuesday'],
      [{ ...DEFAULT_DAYS, friday: ['morning', 'morning'] }, 'days.friday'],
      [{ ...DEFAULT_DAYS, saturday: ['evening'] }, 'days.saturday'],
      [{ ...DEFAULT_DAYS, sunday: 'full-day' }, 'days.sunday'],
    ] as const) {
      const res = await suite.admin.request('PUT', '/api/availability/template', { days });
      expect([field, res.status, res.body]).toEqual([
        field,
        400,
        errorAnswer({ message: MESSAGES.templateDay, errors: { [field]: MESSAGES.templateDay } }),
      ]);
    }
    const none = await suite.admin.request('PUT', '/api/availability/template', {});
    expect([none.status, none.body.errors]).toEqual([400, { days: MESSAGES.template }]);
    expect((await suite.app.request('GET', '/api/availability/template')).body).toEqual({ days: DEFAULT_DAYS });
  });

  test('the past cannot be changed; today can', async () => {
    const past = await suite.admin.request('PUT', '/api/availability', { date: '2026-11-22', timeSlot: 'full-day', status: 'booked' });
    expect([past.status, past.body]).toEqual([400, errorAnswer({ message: MESSAGES.past, errors: { date: MESSAGES.past } })]);
    const clear = await suite.admin.request('DELETE', '/api/availability/2026-11-22/full-day');
    expect([clear.status, clear.body]).toEqual([400, errorAnswer({ message: MESSAGES.past, errors: { date: MESSAGES.past } })]);
    const today = await suite.admin.request('PUT', '/api/availability', { date: TODAY, timeSlot: 'afternoon', status: 'limited' });
    expect(today.status).toBe(200);
    await suite.admin.request('DELETE', `/api/availability/${TODAY}/afternoon`);
  });

  test('writes need an admin session; reads are public', async () => {
    const override = { date: '2026-12-02', timeSlot: 'morning', status: 'booked' };
    expect((await suite.app.request('PUT', '/api/availability', override)).status).toBe(401);
    expect((await suite.app.request('DELETE', '/api/availability/2026-12-02/morning')).status).toBe(401);
    expect((await suite.app.request('PUT', '/api/availability/template', { days: DEFAULT_DAYS })).status).toBe(401);
    const auditor = await suite.app.signIn('auditor');
    expect((await auditor.request('PUT', '/api/availability', override)).status).toBe(403);
    expect((await auditor.request('PUT', '/api/availability/template', { days: DEFAULT_DAYS })).status).toBe(403);
    expect(await dayOf('2026-12-02')).toMatchObject({ status: 'available' });
    expect((await suite.app.request('GET', '/api/availability/template')).status).toBe(200);
  });

  test('every change is in the audit under availability: who, when and what changed', async () => {
    const date = '2026-12-03';
    await suite.admin.request('PUT', '/api/availability', { date, timeSlot: 'morning', status: 'limited' });
    clock.advance(60_000);
    await suite.admin.request('PUT', '/api/availability', { date, timeSlot: 'morning', status: 'booked' });
    await suite.admin.request('PUT', '/api/availability', { date, timeSlot: 'morning', status: 'booked' }); // no change
    await suite.admin.request('DELETE', `/api/availability/${date}/morning`);
    const audit = await suite.admin.request('GET', `/api/content-changes?area=availability&recordId=${date}.morning`);
    expect(audit.body.map((c: any) => [c.action, c.actor.username, c.changes])).toEqual([
      ['deleted', 'guide', { status: { from: 'booked', to: null } }],
      ['updated', 'guide', { status: { from: 'limited', to: 'booked' } }],
      ['created', 'guide', { status: { from: null, to: 'limited' } }],
    ]);
    expect(audit.body[1].at).toBe(clock.now().toISOString());

    await suite.admin.request('PUT', '/api/availability/template', { days: { ...DEFAULT_DAYS, wednesday: ['afternoon'] } });
    await suite.admin.request('PUT', '/api/availability/template', { days: DEFAULT_DAYS });
    const template = await suite.admin.request('GET', '/api/content-changes?area=availability&recordId=template');
    expect(template.body.slice(0, 2).map((c: any) => [c.action, c.changes])).toEqual([
      ['updated', { wednesday: { from: ['afternoon'], to: ['morning', 'afternoon'] } }],
      ['updated', { wednesday: { from: ['morning', 'afternoon'], to: ['afternoon'] } }],
    ]);
  });
});
