import { describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { addDays } from '../../domain/availability/weekly-template';
import { calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { formatCad } from '../../browser-kit/src/format/money-format';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'a long password for the weather suite';

/** A weekday (morning and afternoon offered) at least `days` ahead on the lake. */
function weekdayAhead(days: number): string {
  let date = addDays(calendarDateOf(new Date()), days);
  while (![1, 2, 3, 4].includes(dayOfWeekOf(date))) date = addDays(date, 1);
  return date;
}

suite('the weather cancellation of a day in a real browser', () => {
  const site = useBrowserSite({ adminName: 'weather-api' });

  test('the admin previews the day, confirms, and reads the report; an auditor sees the preview only; axe finds nothing serious', async () => {
    if (!site.app) return; // External mode has no way to make the UI accounts.
    const app = site.app;
    const date = weekdayAhead(40);

    // A visitor's paid morning trip, and an afternoon trip the guide took by phone.
    const started = await app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: {
        package: 'Half-Day Adventure',
        date,
        time: 'morning',
        name: 'Morgan Rainey',
        email: 'morgan@example.com',
        phone: '(780) 555-0401',
        people: 2,
      },
    });
    expect(started.status).toBe(201);
    const { paymentIntentId, clientSecret, amountCents } = started.body as {
      paymentIntentId: string;
      clientSecret: string;
      amountCents: number;
    };
    await app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect((await app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret })).body.status).toBe('confirmed');
    const phone = await site.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date,
      time: 'afternoon',
      name: 'Pat Stormwell',
      email: 'pat@example.com',
      phone: '(780) 555-0402',
      people: 3,
    });
    expect(phone.status).toBe(201);

    const auth = app.app.get(AuthService);
    await auth.createUser({ username: 'weather-auditor', password: PASSWORD, role: 'auditor' });
    await auth.createUser({ username: 'weather-guide', password: PASSWORD, role: 'admin' });

    // The auditor: the preview, no way to run it.
    const page = await site.open(VIEWPORTS[1][1]);
    await signInToDashboard(page, site.url, { username: 'weather-auditor', password: PASSWORD });
    await page.getByRole('button', { name: 'Weather cancellation' }).click();
    const auditorPanel = page.getByRole('region', { name: 'Weather cancellation' });
    await auditorPanel.getByLabel('Trip date').fill(date);
    await auditorPanel.getByRole('button', { name: 'Preview' }).click();
    await auditorPanel.getByRole('row', { name: /Morgan Rainey/ }).waitFor();
    await expect(auditorPanel.getByRole('button', { name: 'Cancel all trips on this day' }).count()).resolves.toBe(0);
    await expect(auditorPanel.getByLabel('Reason').count()).resolves.toBe(0);

    // The admin: an empty date is refused in the form; then the preview with each refund and the total.
    await signInToDashboard(page, site.url, { username: 'weather-guide', password: PASSWORD });
    await page.getByRole('button', { name: 'Weather cancellation' }).click();
    const panel = page.getByRole('region', { name: 'Weather cancellation' });
    await panel.getByRole('button', { name: 'Preview' }).click();
    await panel.getByText('Please select a date').waitFor();
    await panel.getByLabel('Trip date').fill(date);
    await panel.getByRole('button', { name: 'Preview' }).click();
    const table = panel.getByRole('table');
    await table.getByRole('row', { name: /Morgan Rainey/ }).waitFor();
    // Styled as a table, though the SMS tab (whose stylesheet once held these rules) was never opened.
    await expect(table.evaluate((t) => t.ownerDocument.defaultView!.getComputedStyle(t).borderCollapse)).resolves.toBe('collapse');
    await expect(
      table
        .getByRole('row', { name: /Morgan Rainey/ })
        .getByRole('cell')
        .allTextContents(),
    ).resolves.toContain(formatCad(amountCents));
    await table.getByRole('row', { name: /Pat Stormwell/ }).waitFor();
    await table
      .getByRole('row', { name: /Total: 2 bookings/ })
      .getByText(formatCad(amountCents))
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The reason is required; then the confirmation step; then the report.
    await panel.getByRole('button', { name: 'Cancel all trips on this day' }).click();
    await panel.getByText('Please give a reason for the weather cancellation').waitFor();
    await panel.getByLabel('Reason').fill('Thunderstorm warning');
    await panel.getByRole('button', { name: 'Cancel all trips on this day' }).click();
    const confirm = panel.getByRole('group', { name: /Cancel all trips on/ });
    await confirm.getByText(/cancel 2 trips, refunding/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, cancel all trips' }).click();

    const report = panel.getByRole('status').filter({ hasText: 'Weather cancellation of' });
    await report
      .getByText(`Day closed. Cancelled 2 trips (${formatCad(amountCents)} refunded)`, { exact: false })
      .waitFor({ timeout: 20_000 });
    await report.getByText(`Morgan Rainey: ${formatCad(amountCents)} refunded`).waitFor();
    await report.getByText(`Pat Stormwell: ${formatCad(0)} refunded`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The server agrees: both cancelled, the day closed.
    const again = (await site.admin.request('GET', `/api/weather-cancellations/preview?date=${date}`)).body as {
      dayClosed: boolean;
      bookings: unknown[];
      alreadyCancelled: { name: string }[];
    };
    expect(again.dayClosed).toBe(true);
    expect(again.bookings).toEqual([]);
    expect(again.alreadyCancelled.map((c) => c.name).sort()).toEqual(['Morgan Rainey', 'Pat Stormwell']);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  });
});
