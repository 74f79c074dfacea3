import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { CAPACITY_MESSAGES } from '../../domain/catalogue/package-capacity';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

const GUIDE = { username: 'capacity-guide', password: 'a long password for the capacity guide' };
const TOO_MANY = 'Trophy Hunter takes at most 2 people per booking';

/** Waits until the select holds `value` (the form takes a link's choice on a later render). */
async function until(read: () => Promise<string | null>, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await read().catch(() => null)) !== value) {
    if (Date.now() > deadline) throw new Error(`Never ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function openPackages(page: Page): Promise<void> {
  const control = (name: string) =>
    page
      .getByRole('tab', { name, exact: true })
      .or(page.getByRole('button', { name, exact: true }))
      .or(page.getByRole('link', { name, exact: true }))
      .first();
  await control('Website Content').click();
  await control('Packages').click();
  await page.getByRole('heading', { level: 2, name: 'Packages', exact: true }).waitFor();
}

suite('capacity per package in a real browser', () => {
  const site = useBrowserSite();

  test.each(VIEWPORTS)(
    'on %s: the booking form refuses 3 people for a package of two anglers, under the field',
    async (_name, viewport) => {
      const page = await site.open(viewport);
      await page.goto(`${site.url}/?package=Full-Day%20Adventure#book`);
      const form = page.locator('#book');
      const people = form.getByLabel('Number of people');
      await until(() => form.getByLabel('Package').inputValue(), 'Full-Day Adventure');
      await people.selectOption('3');
      // A date, so the form could price the trip: a party too large is not priced, only refused.
      await form.getByLabel('Date').fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
      // The party was chosen first; the package taking two says so at once, under the field.
      await form.getByLabel('Package').selectOption('Trophy Hunter');
      await form.getByText(TOO_MANY, { exact: true }).waitFor();
      await expect(people.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await people.getAttribute('aria-describedby')) ?? '';
      await expect(page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`).textContent()).resolves.toBe(
        TOO_MANY,
      );
      await expect(people.locator('option').allTextContents()).resolves.toEqual([
        'Select number of people',
        '1 person',
        '2 people',
        '3 people',
      ]);
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // Sending it is refused on the form: focus on the party, no payment opened.
      await page.getByRole('button', { name: 'Book Now & Pay' }).click();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(form.getByText(TOO_MANY, { exact: true }).count()).resolves.toBe(1);

      // Two anglers fit: the message goes.
      await people.selectOption('2');
      await expect(form.getByText(TOO_MANY, { exact: true }).count()).resolves.toBe(0);
      await page.close();
    },
  );

  test('the guide sells a package per seat: the boat must hold the largest party; the card says the terms', async () => {
    if (!site.app) return; // external mode: the account must be made in-process
    await site.app.app.get(AuthService).createUser({ ...GUIDE, role: 'admin' });
    const page = await site.open(VIEWPORTS[0][1]);
    await signInToDashboard(page, site.url, GUIDE);
    await openPackages(page);
    const trophy = page.getByRole('article', { name: 'Trophy Hunter' });
    await trophy.getByText('Up to 2 people, private charter', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Half-Day Adventure', exact: true }).click();
    const form = page.locator('#package-form');
    await expect(form.getByLabel('Largest party').inputValue()).resolves.toBe('12');
    await form.getByLabel('Largest party').fill('4');
    await form.getByLabel('Sold per seat (parties share the boat)').check();
    await form.getByLabel('Seats per trip').fill('3');
    await form.getByRole('button', { name: 'Update Package', exact: true }).click();
    await form.getByText(CAPACITY_MESSAGES.boatCapacity, { exact: true }).waitFor();
    await expect(page.locator('input:focus').getAttribute('id')).resolves.toBe(await form.getByLabel('Seats per trip').getAttribute('id'));
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await form.getByLabel('Seats per trip').fill('8');
    await form.getByRole('button', { name: 'Update Package', exact: true }).click();
    await page.getByText('Package updated successfully!', { exact: true }).waitFor();
    await page
      .getByRole('article', { name: 'Half-Day Adventure' })
      .getByText('Up to 4 people per party, 8 seats per trip', { exact: true })
      .waitFor();
    const packages = (await (await fetch(`${site.url}/api/packages`)).json()) as { name: string }[];
    expect(packages.find((p) => p.name === 'Half-Day Adventure')).toMatchObject({ maxPeople: 4, sale: 'seats', boatCapacity: 8 });
    await page.close();
  });

  test('no page broke', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
