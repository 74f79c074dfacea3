import { beforeAll, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { REPORT_MESSAGES, thisMonth, thisYear } from '../../domain/reports/report-range';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'a long password for the reports suite';

/**
 * The Reports tab in a real browser, at a phone's and a desktop's width: a range chosen by its
 * dates or a preset, the key figures of a confirmed trip, the charts with their tables, the CSV
 * download, and a wrong range refused beside its field; axe clean throughout.
 */
suite('admin: the Reports tab', () => {
  const site = useBrowserSite({ adminName: 'reports-api' });
  const auditor = { username: 'reports-auditor', password: PASSWORD };
  const today = calendarDateOf(new Date());
  const tripDate = addDays(today, 10);
  const month = thisMonth(tripDate);

  beforeAll(async () => {
    if (!site.app) return;
    await site.app.app.get(AuthService).createUser({ ...auditor, role: 'auditor' });
    const booked = await site.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: tripDate,
      time: 'afternoon',
      name: 'Rita Report',
      email: 'rita@example.com',
      phone: '(780) 555-0190',
      people: 3,
    });
    expect(booked.status).toBe(201);
    expect((await site.admin.request('PATCH', `/api/bookings/${booked.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
  });

  test.each(VIEWPORTS)(
    'on %s the figures, the charts and their tables, and the CSV of a month',
    async (_label, viewport) => {
      if (!site.app) return;
      const page = await site.open(viewport);
      await signInToDashboard(page, site.url, auditor);
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Reports' }).waitFor();
      await expect(page.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).resolves.toBe('true');

      const form = page.getByRole('form', { name: 'Date range' });
      await form.getByLabel('From').fill(month.from);
      await form.getByLabel('To').fill(month.to);
      await form.getByRole('button', { name: 'Show report' }).click();
      await page.getByText(`${month.from} to ${month.to}.`).waitFor();
      await page.getByText(/Bookings whose trip is dated in the range/).waitFor();

      const trips = page.locator('.report-kpi').filter({ has: page.getByText('Trips', { exact: true }) });
      await expect(trips.locator('.report-kpi__value').textContent()).resolves.toBe('1');
      await trips.getByText('3 people').waitFor();
      // No-shows are counted now: the month's one trip was not marked as one.
      const noShows = page.locator('.report-kpi').filter({ has: page.getByText('No-shows', { exact: true }) });
      await expect(noShows.locator('.report-kpi__value').textContent()).resolves.toBe('0');

      // The charts come after the figures; each has its table.
      const byWeekday = page.getByRole('figure', { name: 'Trips and net revenue by weekday' });
      await byWeekday.locator('svg.recharts-surface').first().waitFor();
      const weekdayName = new Date(`${tripDate}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
      await expect(byWeekday.getByRole('row', { name: new RegExp(`^${weekdayName} 1 3 `) }).count()).resolves.toBe(1);
      await expect(
        page
          .getByRole('figure', { name: 'Trips and net revenue by package' })
          .getByRole('rowheader', { name: 'Half-Day Adventure' })
          .count(),
      ).resolves.toBe(1);
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await expect(page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).resolves.toBe(true);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toBe(`report-${month.from}-to-${month.to}.csv`);

      // A preset sets both dates.
      await page.getByRole('button', { name: 'This year' }).click();
      const year = thisYear(today);
      await page.getByText(`${year.from} to ${year.to}.`).waitFor();
      await expect(form.getByLabel('From').inputValue()).resolves.toBe(year.from);
      await expect(page.getByRole('button', { name: 'This year' }).getAttribute('aria-pressed')).resolves.toBe('true');

      // An end before the start is said beside the end, and nothing is asked of the server.
      await form.getByLabel('To').fill(addDays(year.from, -1));
      await form.getByRole('button', { name: 'Show report' }).click();
      await form.getByText(REPORT_MESSAGES.order, { exact: true }).waitFor();
      await expect(form.getByLabel('To').getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(seriousViolations(page)).resolves.toEqual([]);
      expect(site.pageErrors).toEqual([]);
      await page.close();
    },
    90_000,
  );
});
