import { describe, expect, test } from '@jest/globals';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

/**
 * The landing page paints before its scripts load (docs/architecture/web.md), and a visitor may
 * start on the booking form meanwhile: what they enter is kept when its code takes over, and the
 * form cannot be sent by the browser itself (a page load with their details in the address). The
 * scripts are held back here so that everything below happens before they run.
 */
suite('the booking form before its scripts have run', () => {
  const site = useBrowserSite();

  test('what was entered becomes the form, and the button waits for the form to work', async () => {
    const page = await site.open(VIEWPORTS[0][1]);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${site.url}/#book`, { waitUntil: 'commit' });
    const form = page.locator('#book');
    await form.getByLabel('Package').selectOption('Half-Day Adventure');
    await form.getByLabel('Full name').fill('Early Angler');
    await form.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
    await form.getByLabel('Phone').fill('(780) 555-0199');
    const submit = page.locator('#booking-submit');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expect(page.locator('html[data-hydrated]').count()).resolves.toBe(0);

    release();
    await page.locator('html[data-hydrated~="booking-form"]').waitFor({ state: 'attached' });
    await submit.click();
    // The fields left empty are reported; the ones filled in before the scripts ran are not.
    await form.getByText('Please select a date', { exact: true }).waitFor();
    for (const message of ['Please select a package', 'Name must be at least 2 characters', 'Please enter a valid email address']) {
      await expect(form.getByText(message, { exact: true }).count()).resolves.toBe(0);
    }
    await expect(form.getByLabel('Full name').inputValue()).resolves.toBe('Early Angler');
    await expect(form.getByLabel('Package').inputValue()).resolves.toBe('Half-Day Adventure');
    // Nothing was ever sent with the visitor's details in an address.
    expect(requested.filter((url) => url.includes('Early'))).toEqual([]);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  });
});
