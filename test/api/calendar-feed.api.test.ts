import { beforeAll, describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { useApiApp } from '../support/api-suite';
import { parseCalendar, unescapeText } from '../support/icalendar-parse';
import { useManageLinkApi } from '../support/manage-link-api';
import { TestApp, TestClient } from '../support/test-app';

/** A guest of the party signing the waiver (test/support/waivers-api.ts has the fields). */
const GUEST = {
  firstName: 'Dana',
  lastName: 'Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  emergencyContactName: 'Sam Whitford',
  emergencyContactPhone: '(780) 555-0123',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: false,
  dateOfBirth: '1988-06-14',
  signature: 'Dana Whitford',
};

describe.each(testDatabases().map((db) => [db.name, db] as const))('the guide’s calendar feed on %s', (_name, db) => {
  const api = useManageLinkApi(db);
  const { lines, staff, paidBooking, cancel, reschedule } = api;
  let app: TestApp;
  let auditor: TestClient;

  beforeAll(async () => {
    app = api.app;
    auditor = await app.signIn('auditor');
  });

  const feedPath = async () => {
    const res = await (await staff()).request('GET', '/api/calendar-feed');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    return new URL(res.body.url as string).pathname;
  };
  const read = async (path: string) => {
    const res = await app.request('GET', path, undefined, { 'X-Requested-With': '' });
    expect(res.status).toBe(200);
    return { res, ...parseCalendar(res.text) };
  };
  const eventOf = (events: Record<string, string>[], bookingId: string) => events.find((e) => e.UID!.startsWith(`booking-${bookingId}@`));

  test('a paid trip is in the feed, with the slot’s window, the party, the phone and the waivers missing', async () => {
    const path = await feedPath();
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The address stays the same until renewed.
    expect(await feedPath()).toBe(path);

    const b = await paidBooking('2026-12-03'); // a Thursday, after Alberta's clocks stopped changing: UTC-6
    const { res, calendar, events } = await read(path);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(calendar).toMatchObject({
      VERSION: '2.0',
      'REFRESH-INTERVAL;VALUE=DURATION': 'PT15M',
      'X-PUBLISHED-TTL': 'PT15M',
      'X-WR-CALNAME': expect.stringContaining('trips'),
    });
    const event = eventOf(events, b.id)!;
    expect(event).toMatchObject({
      DTSTART: '20261203T120000Z',
      DTEND: '20261203T160000Z',
      DTSTAMP: '20261123T150000Z',
      STATUS: 'CONFIRMED',
      SUMMARY: `Half-Day Adventure · 2 people · ${b.name}`,
    });
    const description = unescapeText(event.DESCRIPTION!);
    expect(description).toContain('Slot: Morning (6:00-10:00 AM)');
    // The reference the guest quotes on the phone, as the booking list has it.
    expect(description.split('\n')[0]).toMatch(/^Booking reference: [A-HJ-NP-Z2-9]{6}$/);
    expect(description).toContain(`Phone: ${b.phone}`);
    expect(description).toContain(`Email: ${b.email}`);
    expect(description).toContain('Waivers missing: 2 of 2');
    // The description's commas and new lines went out escaped, and came back whole.
    expect(event.DESCRIPTION).toContain('\\n');
    expect(description.split('\n')).toContain(`Names: ${b.name}`);
    expect(description.split('\n').at(-1)).toMatch(new RegExp(`^Booking: https?://\\S+/admin\\?booking=${b.id}$`));
    expect(event['URL;VALUE=URI']).toMatch(new RegExp(`/admin\\?booking=${b.id}$`));

    // A guest signs a waiver with the booking's manage link: one of two missing now, and their name in the party.
    const signed = await app.request('POST', '/api/waiver', {
      ...GUEST,
      bookingReference: b.token,
    });
    expect(signed.status).toBe(201);
    const after = unescapeText(eventOf((await read(path)).events, b.id)!.DESCRIPTION!).split('\n');
    expect(after).toContain('Waivers missing: 1 of 2');
    expect(after).toContain(`Names: ${b.name}, Dana Whitford`);
  });

  test('a moved trip shows its new date under the same UID with a higher SEQUENCE; a cancelled one drops out', async () => {
    const path = await feedPath();
    const b = await paidBooking('2026-12-08'); // Tuesday
    const before = eventOf((await read(path)).events, b.id)!;
    expect(before.DTSTART).toBe('20261208T120000Z');

    const moved = await reschedule(b.token, '2026-12-15', 'afternoon'); // Tuesday: the same price
    expect(moved.status).toBe(200);
    const after = eventOf((await read(path)).events, b.id)!;
    expect(after.UID).toBe(before.UID);
    expect(after.DTSTART).toBe('20261215T190000Z');
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE));
    expect(after['LAST-MODIFIED']! >= before['LAST-MODIFIED']!).toBe(true);

    expect((await cancel(b.token)).status).toBe(200);
    expect(eventOf((await read(path)).events, b.id)).toBeUndefined();
  });

  test('renewing gives a new address and the old one answers 404; the auditor neither reads nor renews it', async () => {
    const old = await feedPath();
    const renewed = await (await staff()).request('POST', '/api/calendar-feed/renewal');
    expect(renewed.status).toBe(200);
    const fresh = new URL(renewed.body.url as string).pathname;
    expect(fresh).not.toBe(old);
    expect(await feedPath()).toBe(fresh);
    await read(fresh);

    const gone = await app.request('GET', old);
    expect([gone.status, gone.body.message]).toEqual([404, 'Calendar feed not found']);
    expect(gone.headers.get('cache-control')).toBe('private, no-store');
    for (const wrong of ['/api/calendar/short.ics', `${fresh.slice(0, -4)}`, fresh.replace(/\.ics$/, 'x.ics')]) {
      expect((await app.request('GET', wrong)).status).toBe(404);
    }

    for (const [method, path] of [
      ['GET', '/api/calendar-feed'],
      ['POST', '/api/calendar-feed/renewal'],
    ] as const) {
      const answer = await auditor.request(method, path);
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain(fresh);
      expect((await app.request(method, path)).status).toBe(401);
    }
    expect(await feedPath()).toBe(fresh);

    // Renewals are audited like other settings changes, with when, never the token.
    const changes = (await api.database.dataSource.query(
      `SELECT action, changes, actor FROM content_changes WHERE area = 'calendar-feed' ORDER BY id`,
    )) as {
      action: string;
      changes: object;
      actor: { username?: string };
    }[];
    expect(changes.map((c) => c.action)).toEqual(['created', 'updated']);
    expect(JSON.stringify(changes)).not.toContain(fresh.slice('/api/calendar/'.length, -4));

    // Nothing the server logged carries a token: the access log masks the feed's address.
    for (const token of [old, fresh].map((p) => p.slice('/api/calendar/'.length, -4))) {
      expect(lines.some((line) => line.includes(token))).toBe(false);
    }
    expect(lines.some((line) => line.includes('/api/calendar/[REDACTED]'))).toBe(true);
  });
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('the calendar feed’s rate limit on %s', (_name, db) => {
  const suite = useApiApp(db, { env: { QUOTE_RATE_LIMIT: '3' } });

  test('a script trying tokens is stopped after the limit: 429 with Retry-After, for the right token too', async () => {
    const path = new URL((await suite.admin.request('GET', '/api/calendar-feed')).body.url as string).pathname;
    const wrong = '/api/calendar/' + 'A'.repeat(43) + '.ics';
    for (let i = 0; i < 3; i++) expect((await suite.app.request('GET', wrong)).status).toBe(404);
    const stopped = await suite.app.request('GET', path);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
