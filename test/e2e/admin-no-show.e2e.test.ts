import { expect, test, describe } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'a long password for the no-show suite';

/**
 * A confirmed trip two days ago whose party did not come: the admin marks it as a no-show from its
 * card (the badge shows there and in the detail, the timeline says so in words) and undoes it; the
 * auditor sees the badge but no button. The trip is in the past on the real clock, which both the
 * server and the browser read.
 */
suite('admin: marking a past confirmed trip as a no-show', () => {
  const site = useBrowserSite({ adminName: 'no-show-api' });

  test('the admin marks it, the badge and the timeline show it, the auditor reads it without buttons, axe clean', async () => {
    if (!site.app) return; // External mode has no way to make the UI accounts.
    const [, viewport] = VIEWPORTS[0]!;
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ username: 'no-show-guide', password: PASSWORD, role: 'admin' });
    await auth.createUser({ username: 'no-show-auditor', password: PASSWORD, role: 'auditor' });
    const name = 'Nolan Noshow';
    // The admin may record a past trip: two days ago in the afternoon, on the lake's calendar.
    const created = await site.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: addDays(calendarDateOf(new Date()), -2),
      time: 'afternoon',
      name,
      email: 'nolan@example.com',
      phone: '(780) 555-0166',
      people: 3,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await site.admin.request('PATCH', `/api/bookings/${id}/status`, { status: 'confirmed', notify: false })).status).toBe(200);

    const page = await site.open(viewport);
    await signInToDashboard(page, site.url, { username: 'no-show-guide', password: PASSWORD });
    await page.getByLabel('Search').fill(name);
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Mark as no-show' }).click();
    await page.getByText('Marked as No-Show').first().waitFor();
    await card.getByText('No-show', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Undo no-show' }).waitFor();
    // Still confirmed: a no-show is not a cancellation.
    await expect(card.locator('.badge--confirmed').textContent()).resolves.toBe('Status: Confirmed');
    expect((await site.admin.request('GET', `/api/bookings/${id}`)).body).toMatchObject({ status: 'confirmed', noShow: true });
    // The list's no-shows filter finds it.
    const onlyNoShows = page.getByRole('checkbox', { name: 'No-shows only' });
    await onlyNoShows.check();
    await card.getByRole('button', { name: 'Undo no-show' }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await onlyNoShows.uncheck();

    await card.getByRole('link', { name: /Details and history/ }).click();
    const detail = page.getByRole('dialog', { name: `${name}'s booking` });
    await detail.getByText('Marked as a no-show (the party did not come)').first().waitFor();
    await detail.getByText('No-show', { exact: true }).first().waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();

    // Undone by the admin: the badge goes, the button to mark it comes back.
    await card.getByRole('button', { name: 'Undo no-show' }).click();
    await card.getByRole('button', { name: 'Mark as no-show' }).waitFor();
    await expect(card.getByText('No-show', { exact: true }).count()).resolves.toBe(0);
    expect((await site.admin.request('GET', `/api/bookings/${id}`)).body).toMatchObject({ status: 'confirmed', noShow: false });
    // Marked again, for the auditor to read.
    await card.getByRole('button', { name: 'Mark as no-show' }).click();
    await card.getByRole('button', { name: 'Undo no-show' }).waitFor();
    expect(site.pageErrors).toEqual([]);
    await page.close();

    // The auditor sees the badge, and no button to change it.
    const reader = await site.open(viewport);
    await signInToDashboard(reader, site.url, { username: 'no-show-auditor', password: PASSWORD });
    await reader.getByLabel('Search').fill(name);
    const read = reader.getByRole('article', { name });
    await read.getByText('No-show', { exact: true }).waitFor();
    await expect(read.getByRole('button', { name: /no-show/i }).count()).resolves.toBe(0);
    await expect(seriousViolations(reader)).resolves.toEqual([]);
    expect(site.pageErrors).toEqual([]);
    await reader.close();
  });
});
