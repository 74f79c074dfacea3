import { describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { bookPaidTrip, fillBookingForm, freeWeekdayMornings, manageLinkPath, openPayment, pay } from '../support/paid-trips';

const suite = browserAvailable() ? describe : describe.skip;

const PASSWORD = 'a long password for the references suite';
/** Six signs of the readable alphabet (no 0/O, 1/I/L). */
const REFERENCE = /^[A-HJKMNP-Z2-9]{6}$/;

/**
 * A visitor's booking reference from the confirmation dialog to the guide's search: the dialog
 * shows it, and staff typing it as a customer reads it out (lower case, a space in the middle)
 * find that booking alone. Both screens pass axe, on a phone and on a desktop.
 */
suite("the booking's reference in a real browser", () => {
  const site = useBrowserSite();
  const taken = new Set<string>();

  for (const [device, viewport] of VIEWPORTS) {
    test(`on ${device}: the confirmation dialog shows it, and the admin finds the booking by it`, async () => {
      if (!site.app) return; // External mode has no way to make the UI account.
      const [date] = await freeWeekdayMornings(site.url, device === 'a phone' ? 9 : 16, taken);
      taken.add(date!);
      const visitor = `Reference ${viewport.width} ${Date.now()}`;
      const page = await site.open(viewport);
      await fillBookingForm(page, site.url, date!, visitor);
      await openPayment(page);
      await pay(page);

      const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
      const shown = dialog.locator('dt', { hasText: 'Booking reference' }).locator('xpath=following-sibling::dd');
      const reference = (await shown.textContent())!.trim();
      expect(reference).toMatch(REFERENCE);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();

      const username = `refs-${viewport.width}`;
      await site.app.app.get(AuthService).createUser({ username, password: PASSWORD, role: 'admin' });
      const admin = await site.open(viewport);
      await signInToDashboard(admin, site.url, { username, password: PASSWORD });
      const typed = `${reference.slice(0, 3)} ${reference.slice(3)}`.toLowerCase();
      await admin.getByLabel('Search').fill(typed);
      const card = admin.getByRole('article', { name: visitor });
      await card.waitFor();
      // The list before the search shows the earlier test's booking too: the search leaves this one.
      await admin.getByRole('article').nth(1).waitFor({ state: 'detached' });
      await expect(admin.getByRole('article').count()).resolves.toBe(1);
      await expect(card.locator('.booking__reference').textContent()).resolves.toBe(reference);
      expect(await seriousViolations(admin)).toEqual([]);
      await admin.close();
    });
  }

  test('on a phone: the manage page lists it, and the waiver page its link opens names the booking by it', async () => {
    if (!site.app) return; // The manage link is stored in-process.
    const [date] = await freeWeekdayMornings(site.url, 23, taken);
    taken.add(date!);
    const bookingId = await bookPaidTrip(site.url, date!, { name: 'Waiver Party', email: 'party@example.com', phone: '(780) 555-0188' });
    const { reference } = (
      await site.app.request('GET', `/api/manage${(await manageLinkPath(site.app, bookingId)).slice('/manage'.length)}`)
    ).body.booking as { reference: string };
    expect(reference).toMatch(REFERENCE);

    const page = await site.open(VIEWPORTS[0][1]);
    await page.goto(`${site.url}${await manageLinkPath(site.app, bookingId)}`);
    const shown = page.locator('dt', { hasText: 'Booking reference' }).locator('xpath=following-sibling::dd');
    await expect(shown.textContent()).resolves.toBe(reference);
    expect(await seriousViolations(page)).toEqual([]);

    // The link is on the site's public address (PUBLIC_ORIGIN): followed here on the test server.
    const link = new URL((await page.getByRole('link', { name: 'Sign the waiver' }).getAttribute('href'))!, site.url);
    await page.goto(`${site.url}${link.pathname}${link.search}`);
    const note = page.getByRole('status').filter({ hasText: 'For the trip on' });
    await note.waitFor();
    await expect(note.textContent()).resolves.toContain(`booking reference ${reference}.`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
