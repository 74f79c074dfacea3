import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { OutboxMessage } from '../../application/messaging/outbox';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS } from '../support/browser-site';
import type { TestClient } from '../support/test-app';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;

/** A date of birth `years` before today on the lake (28 February for someone born on a 29th that year lacks). */
function yearsAgo(years: number): string {
  const today = calendarDateOf(new Date());
  const date = `${String(Number(today.slice(0, 4)) - years)}${today.slice(4)}`;
  return date.endsWith('-02-29') ? date.replace(/29$/, '28') : date;
}

/**
 * A parent signs the waivers of a family on a phone: their child's first, from the booking's
 * link, as the child's parent. The page and the signed copy's email speak to the parent by name,
 * not to the child; the next participant's form keeps what a family shares (email, phone,
 * emergency contact) and clears the rest.
 */
suite('a parent signing for a family in a real browser', () => {
  const site = useBrowserSite({ adminName: 'waiver-family-e2e-admin' });
  let admin: TestClient;
  const stamp = Date.now();
  const family = {
    email: `birch.family.${stamp}@example.com`,
    phone: '(780) 555-0177',
    emergencyName: 'Alex Birch',
    emergencyPhone: '(780) 555-0178',
  };
  let reference: string;

  async function outbox(): Promise<OutboxMessage[]> {
    const res = await admin.request('GET', '/api/outbox?limit=1000');
    expect(res.status).toBe(200);
    return res.body as OutboxMessage[];
  }

  /** The first outbox message that `match` finds, once the background processes wrote it. */
  async function message(match: (m: OutboxMessage) => boolean): Promise<OutboxMessage> {
    for (let i = 0; i < 100; i++) {
      const found = (await outbox()).find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The message was never written');
  }

  beforeAll(async () => {
    admin = site.admin;
    // The family's booking, taken by phone and confirmed: its confirmation carries the waiver link.
    const created = await admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: addDays(calendarDateOf(new Date()), 10),
      time: 'morning',
      name: 'Chris Birch',
      email: family.email,
      phone: family.phone,
      people: 3,
      hasKids: true,
      kidsCount: 1,
    });
    expect(created.status).toBe(201);
    expect((await admin.request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const confirmation = await message((m) => m.recipient === family.email && m.kind === 'booking-confirmed' && m.channel === 'email');
    reference = /\/liability-waiver\?booking=([A-Za-z0-9_-]{22})/.exec(confirmation.body)![1]!;
  });

  const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  test('the parent signs for a child of 10: thanked by name, the copy emailed to them; the next form keeps the family details', async () => {
    const page = await site.open(VIEWPORTS[0][1]);
    await page.goto(`${site.url}/liability-waiver?booking=${reference}`);
    await page.locator('#waiver-dateOfBirth[max]').waitFor({ state: 'attached' });

    const child = { firstName: 'Robin', lastName: `Birch${stamp}` };
    await textbox(page, 'First name').fill(child.firstName);
    await textbox(page, 'Last name').fill(child.lastName);
    await page.getByLabel('Date of birth').fill(yearsAgo(10));
    await textbox(page, 'Email').fill(family.email);
    await textbox(page, 'Phone').fill(family.phone);
    await textbox(page, 'Emergency contact name').fill(family.emergencyName);
    await textbox(page, 'Emergency contact phone').fill(family.emergencyPhone);
    await textbox(page, 'Medical conditions, allergies or medication (optional)').fill('Peanut allergy');
    await page.getByRole('checkbox', { name: /agree to the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /understand the risks/ }).check();
    await textbox(page, 'Signature: type your full name').fill(`${child.firstName} ${child.lastName}`);
    await textbox(page, "Parent or guardian's full name").fill('Chris Birch');
    await textbox(page, 'Relationship to the participant').fill('Father');
    await textbox(page, "Parent or guardian's signature: type your full name").fill('Chris Birch');
    await page.getByRole('button', { name: 'Submit Waiver' }).click();

    const done = page.getByRole('region', { name: 'Waiver Submitted Successfully!' });
    await done.getByRole('heading', { name: 'Waiver Submitted Successfully!' }).waitFor();
    // The screen thanks the parent who signed, and says whose waiver it is.
    await done.getByText('Thank you, Chris Birch.', { exact: false }).waitFor();
    await expect(done.getByText(`Robin ${child.lastName}'s waiver is on file`, { exact: false }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The signed copy goes to the booking's own address: addressed to the parent, naming the child.
    const email = await message((m) => m.recipient === family.email && m.kind === 'waiver-signed');
    expect(email.body).toMatch(/^Hi Chris Birch,\n/);
    expect(email.body).not.toContain('Hi Robin');
    expect(email.body).toContain(`Thank you for signing the liability waiver of `);
    expect(email.body).toContain(`for Robin ${child.lastName}, as their parent or guardian,`);
    expect(email.html).toContain('<p>Hi Chris Birch,</p>');

    // The next participant of the family: what they share is kept, the rest starts empty.
    await done.getByRole('button', { name: 'Sign for another participant' }).click();
    await textbox(page, 'First name').waitFor();
    await expect(textbox(page, 'Booking reference (optional)').inputValue()).resolves.toBe(reference);
    await expect(textbox(page, 'Email').inputValue()).resolves.toBe(family.email);
    await expect(textbox(page, 'Phone').inputValue()).resolves.toBe(family.phone);
    await expect(textbox(page, 'Emergency contact name').inputValue()).resolves.toBe(family.emergencyName);
    await expect(textbox(page, 'Emergency contact phone').inputValue()).resolves.toBe(family.emergencyPhone);
    for (const cleared of [
      'First name',
      'Last name',
      'Medical conditions, allergies or medication (optional)',
      'Signature: type your full name',
    ]) {
      await expect(textbox(page, cleared).inputValue()).resolves.toBe('');
    }
    await expect(page.getByLabel('Date of birth').inputValue()).resolves.toBe('');
    await expect(page.getByRole('checkbox', { name: /agree to the terms and conditions/ }).isChecked()).resolves.toBe(false);
    await expect(page.getByRole('checkbox', { name: /understand the risks/ }).isChecked()).resolves.toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  test('nothing broke in any page', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
