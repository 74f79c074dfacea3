import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { formatCad } from '../../browser-kit/src/format/money-format';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { closeToast, useBrowserSite, VIEWPORTS, signInToDashboard } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

async function signIn(page: Page, url: string, username: string, password: string): Promise<void> {
  await signInToDashboard(page, url, { username, password });
}

const PASSWORD = 'a long password for the bookings suite';

suite('Manage Bookings in a real browser', () => {
  const site = useBrowserSite({ adminName: 'bookings-api' });

  /** A phone booking made through the API, far enough ahead that cancelling it refunds nothing to argue about. */
  let day = 10;
  async function aBooking(name: string): Promise<string> {
    // A day of its own each: a slot taken by one booking would refuse the next.
    day += 1;
    const res = await site.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: `2030-07-${day}`,
      time: 'morning',
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: '(780) 555-0199',
      people: 2,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  for (const [device, viewport] of VIEWPORTS) {
    test(`on ${device}, cancelling with a reason shows in the timeline with the actor, and the history shows the earlier state`, async () => {
      if (!site.app) return; // External mode has no way to make the UI account.
      const username = `guide-${viewport.width}`;
      await site.app.app.get(AuthService).createUser({ username, password: PASSWORD, role: 'admin' });
      const name = `Dana Whitford ${viewport.width}`;
      const id = await aBooking(name);
      const page = await site.open(viewport);
      await signIn(page, site.url, username, PASSWORD);

      await page.getByLabel('Search').fill(name);
      const card = page.getByRole('article', { name });
      await card.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel ${name}'s booking` });
      await dialog.getByText('Not paid online: nothing to refund.').waitFor();
      await dialog.getByLabel('Reason for cancelling').fill('Storm warning on the lake');
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      await page.getByText('Status Updated').first().waitFor();
      await card.getByText('Cancelled').first().waitFor();

      await card.getByRole('link', { name: /Details and history/ }).click();
      expect(new URL(page.url()).searchParams.get('booking')).toBe(id);
      const detail = page.getByRole('dialog', { name: `${name}'s booking` });
      const timeline = detail.getByRole('list').filter({ hasText: 'Status changed' }).first();
      await timeline.getByText('Reason: Storm warning on the lake').waitFor();
      await expect(timeline.getByText(`${username} (admin)`).count()).resolves.toBeGreaterThan(0);
      await expect(timeline.getByText('Status: Pending → Cancelled').isVisible()).resolves.toBe(true);

      const history = detail.getByLabel('Show the booking as it was');
      const now = detail.getByRole('definition').filter({ hasText: /^Cancelled$/ });
      await now.first().waitFor();
      await history.selectOption({ label: (await history.locator('option').last().textContent())! });
      await detail.getByLabel('The booking after event 1').getByText('Pending', { exact: true }).waitFor();

      // Deep link: the same detail opens straight from its address.
      await page.goto(`${site.url}/admin?booking=${id}`);
      await page
        .getByRole('dialog', { name: `${name}'s booking` })
        .getByText('Reason: Storm warning on the lake')
        .waitFor();
      expect(site.pageErrors).toEqual([]);
      await page.close();
    });
  }

  /** A visitor's booking paid with the test card, then cancelled by the admin weeks ahead: its whole payment went back. */
  let weeks = 4;
  async function aRefundedBooking(name: string): Promise<{ id: string; amountCents: number }> {
    // A Tuesday some weeks ahead, within the booking horizon, a week of its own each.
    weeks += 1;
    const day = new Date(Date.now() + weeks * 7 * 86_400_000);
    day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
    const bookingData = {
      package: 'Half-Day Adventure',
      date: day.toISOString().slice(0, 10),
      time: 'morning',
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: '(780) 555-0198',
      people: 2,
    };
    const started = (await site.app!.request('POST', '/api/create-payment-intent', { amount: 1, bookingData })).body;
    expect(started.paymentIntentId).toBeDefined();
    await site.app!.request('POST', `/api/test-gateway/payment-intents/${started.paymentIntentId}/confirm`, {
      clientSecret: started.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    const paid = await site.app!.request('POST', '/api/confirm-booking-payment', {
      paymentIntentId: started.paymentIntentId,
      clientSecret: started.clientSecret,
    });
    expect(paid.body.status).toBe('confirmed');
    const cancelled = await site.admin.request('PATCH', `/api/bookings/${paid.body.id}/status`, { status: 'cancelled' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundedCents: started.amountCents });
    return { id: paid.body.id as string, amountCents: started.amountCents as number };
  }

  for (const [device, viewport] of VIEWPORTS) {
    test(`on ${device}, Confirm opens a dialog that shows what is sent and moved, and a refunded booking is confirmed only as unpaid`, async () => {
      if (!site.app) return;
      const username = `due-${viewport.width}`;
      await site.app.app.get(AuthService).createUser({ username, password: PASSWORD, role: 'admin' });
      const name = `Riley Refunded ${viewport.width}`;
      const { id, amountCents } = await aRefundedBooking(name);
      const due = formatCad(amountCents);
      const page = await site.open(viewport);
      await signIn(page, site.url, username, PASSWORD);

      await page.getByLabel('Search').fill(name);
      const card = page.getByRole('article', { name });
      await card.getByRole('button', { name: 'Confirm' }).click();
      const dialog = page.getByRole('dialog', { name: `Confirm ${name}'s booking` });
      const unpaid = dialog.getByRole('checkbox', { name: `Record as unpaid: payment due ${due}` });
      await unpaid.waitFor();
      await expect(dialog.getByRole('checkbox', { name: 'Notify the customer' }).isChecked()).resolves.toBe(true);
      // Not chosen: nothing happens, and the choice is asked for where it is.
      await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
      await dialog.getByText('Tick "Record as unpaid" to confirm this booking, or go back.').waitFor();
      await expect(unpaid.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
      expect((await site.admin.request('GET', `/api/bookings/${id}`)).body.status).toBe('cancelled');

      await unpaid.check();
      await dialog.getByText(`Payment due ${due}: the payment was refunded`).waitFor();
      await dialog.getByText(/^Email to the customer, riley@example\.com: “Booking confirmed/).waitFor();
      await dialog.getByText('SMS to the customer, (780) 555-0198').waitFor();
      await dialog.getByText(/^Plans: Customer, 48 hours before/).waitFor();
      await dialog.getByText('Show the text of the SMS to the customer').click();
      await dialog.getByText(new RegExp(`is confirmed\\. Payment due: \\$${(amountCents / 100).toFixed(2)} CAD\\.`)).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      // Nothing spills sideways, at a phone's width too.
      await expect(page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).resolves.toBe(true);
      await expect(dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);

      await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
      await page.getByText('Status Updated').first().waitFor();
      await closeToast(page, 'Status Updated');
      await card.getByText(`Payment due ${due}`).waitFor();
      await expect(site.admin.request('GET', `/api/bookings/${id}`).then((r) => r.body)).resolves.toMatchObject({
        status: 'confirmed',
        paymentDueCents: amountCents,
      });

      // Set back to pending without telling the customer: the preview says so, the timeline too. The
      // reminders the confirmation planned are written in the background: once they are, the preview lists them.
      for (let tries = 0; tries < 50; tries++) {
        const planned = (await site.admin.request('GET', `/api/scheduled-reminders?bookingId=${id}`)).body as { status: string }[];
        if (planned.some((r) => r.status === 'pending')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await card.getByRole('button', { name: 'Set Pending' }).click();
      const pending = page.getByRole('dialog', { name: `Set ${name}'s booking to pending` });
      await pending
        .getByText(/^Cancels: /)
        .first()
        .waitFor();
      await pending.getByRole('checkbox', { name: 'Notify the customer' }).uncheck();
      await pending.getByRole('button', { name: 'Set Pending' }).click();
      await page.getByText('Status Updated').first().waitFor();
      await card.getByRole('link', { name: /Details and history/ }).click();
      const detail = page.getByRole('dialog', { name: `${name}'s booking` });
      const timeline = detail.getByRole('list').filter({ hasText: 'Status changed' }).first();
      await timeline.getByText(`Payment due ${due} (confirmed as unpaid)`).waitFor();
      await timeline.getByText('Customer not notified').waitFor();
      await detail.getByText(`${due}: confirmed as unpaid after the refund`).waitFor();
      expect(site.pageErrors).toEqual([]);
      await page.close();
    });
  }

  test('an auditor sees bookings and their history but no control that changes anything', async () => {
    if (!site.app) return;
    await site.app.app.get(AuthService).createUser({ username: 'auditor-one', password: PASSWORD, role: 'auditor' });
    const name = 'Avery Auditlane';
    const id = await aBooking(name);
    const sold = (await site.admin.request('GET', `/api/bookings/${id}`)).body as { price: { totalCents: number } };
    const page = await site.open(VIEWPORTS[0][1]);
    await signIn(page, site.url, 'auditor-one', PASSWORD);

    const card = page.getByRole('article', { name });
    await card.waitFor();
    for (const label of ['Confirm', 'Set Pending', 'Cancel', 'Add phone booking']) {
      await expect(page.getByRole('button', { name: label, exact: true }).count()).resolves.toBe(0);
    }
    await card.getByRole('link', { name: /Details and history/ }).click();
    const detail = page.getByRole('dialog', { name: `${name}'s booking` });
    await detail.getByText('Booking created', { exact: true }).waitFor();
    await expect(detail.getByLabel('Show the booking as it was').isVisible()).resolves.toBe(true);
    // The breakdown it was sold at, stored with it.
    await detail.getByText(/^As sold on /).waitFor();
    await expect(
      detail
        .getByRole('definition')
        .filter({ hasText: formatCad(sold.price.totalCents) })
        .count(),
    ).resolves.toBeGreaterThan(0);
    // Inside the detail only reading controls exist: Close and the history picker.
    await expect(detail.getByRole('button').allTextContents()).resolves.toEqual(['Close']);
    await page.close();
  });
});
