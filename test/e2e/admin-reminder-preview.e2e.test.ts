import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import type { Database } from '../../adapters/persistence/database';
import { DATABASE } from '../../adapters/shared/tokens';
import { TypeOrmWaiverReferences } from '../../adapters/waivers/typeorm-waiver-links';
import { GUIDE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { seriousViolations } from '../support/axe';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { signInToDashboard } from '../support/browser-site';
import { openTestPglite } from '../support/databases';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { STARTUP_CEILING_MS } from '../support/startup-ceiling';

const suite = browserAvailable() ? describe : describe.skip;
const DESKTOP = { width: 1366, height: 900 };
const PASSWORD = 'a long password for the reminder preview suite';
const CUSTOMER = 'Quinn Preview';

interface Row {
  id: string;
  bookingId: string | null;
  reminderType: string;
  status: string;
  scheduledFor: string;
  message: string;
}

const guest = (firstName: string, lastName: string, bookingReference: string) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '(780) 555-0161',
  emergencyContactName: 'Sam Preview',
  emergencyContactPhone: '(780) 555-0162',
  medicalConditions: '',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: true,
  dateOfBirth: '1985-04-12',
  signature: `${firstName} ${lastName}`,
  bookingReference,
});

/**
 * A reminder's preview tells the facts of now, as the message that goes out will: a trip for two
 * whose two guests have signed their waivers is not previewed to the guide as two unsigned, and
 * the text the guide is then sent is the text the preview showed.
 */
suite('admin: a reminder preview reads the same live facts as the message sent', () => {
  const clock = new TestClock(new Date());
  const admin = { username: 'preview-guide', password: PASSWORD };
  let database: Database | undefined;
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    database = await openTestPglite();
    app = await startTestApp({ database, clock });
    await app.app.get(AuthService).createUser({ ...admin, role: 'admin' });
    browser = await launchBrowser();
  }, STARTUP_CEILING_MS);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  /** About five days ahead on the lake, on a weekday (the default week offers afternoons Monday to Friday). */
  function tripDate(): string {
    const today = calendarDateOf(clock.now());
    for (let days = 5; ; days += 1) {
      const date = addDays(today, days);
      if (![0, 6].includes(dayOfWeekOf(date))) return date;
    }
  }

  async function guideReminderOf(staff: TestClient, bookingId: string): Promise<Row | undefined> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await staff.request('GET', '/api/pending-reminders');
      expect(res.status).toBe(200);
      const row = (res.body as Row[]).find((r) => r.bookingId === bookingId && r.reminderType === 'guide_trip_reminder');
      if (row || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  test('a trip for two, both waivers signed: the 1-hour preview and the text sent say none is unsigned', async () => {
    const staff = await app!.signIn('admin', 'preview-api');
    const booked = await staff.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: tripDate(),
      time: 'afternoon',
      name: CUSTOMER,
      email: 'quinn@example.com',
      phone: '(780) 555-0160',
      people: 2,
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.id as string;
    expect((await staff.request('PATCH', `/api/bookings/${bookingId}/status`, { status: 'confirmed' })).status).toBe(200);
    const planned = await guideReminderOf(staff, bookingId);
    expect(planned).toBeDefined();

    // Both guests sign, through the link their confirmation carries.
    const references = new TypeOrmWaiverReferences(app!.app.get<Database>(DATABASE).dataSource);
    const reference = await references.referenceOf(bookingId, clock.now());
    for (const [first, last] of [
      ['Quinn', 'Preview'],
      ['Avery', 'Preview'],
    ] as const) {
      expect((await app!.request('POST', '/api/waiver', guest(first, last, reference))).status).toBe(201);
    }

    const page = await browser!.context.newPage();
    await page.setViewportSize(DESKTOP);
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInToDashboard(page, app!.url, admin);
    await page.goto(`${app!.url}/admin/reminders/pending`);
    const card = page.getByRole('article', { name: `Guide, 1 hour before the trip, to ${GUIDE_DEFAULTS.name}` });
    await card.waitFor();
    const preview = (await card.locator('.booking__message p').last().textContent())!;
    expect(preview).toContain(CUSTOMER);
    expect(preview).toContain('Waivers not signed: 0.');
    expect(preview).not.toContain('Waivers not signed: 2');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();

    // The reminder's hour comes: what the guide is sent is what the preview said.
    clock.set(new Date(planned!.scheduledFor));
    const later = await app!.signIn('admin', 'preview-api');
    expect((await later.request('POST', '/api/process-reminders')).status).toBe(200);
    const all = await later.request('GET', `/api/scheduled-reminders?bookingId=${bookingId}`);
    const sent = (all.body as Row[]).find((r) => r.reminderType === 'guide_trip_reminder');
    expect(sent).toMatchObject({ status: 'sent', message: preview });
  }, 90_000);
});
