import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { calendarDateOf } from '../../domain/shared/calendar';
import { WAIVER_MESSAGES } from '../../domain/waivers/waiver-rules';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, type Viewport } from '../support/browser-site';
import type { TestClient } from '../support/test-app';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;

interface WaiverRow {
  firstName: string;
  lastName: string;
  minor: boolean;
  guardianName: string | null;
  bookingId: string | null;
  termsVersionId: number;
}

/** A date of birth `years` before today on the lake (28 February for someone born on a 29th that year lacks). */
function yearsAgo(years: number): string {
  const today = calendarDateOf(new Date());
  const date = `${String(Number(today.slice(0, 4)) - years)}${today.slice(4)}`;
  return date.endsWith('-02-29') ? date.replace(/29$/, '28') : date;
}

/**
 * The waiver page as a visitor uses it, at phone and desktop sizes: the terms beside the form,
 * an adult and a minor with a guardian signing, the form's messages with nothing typed lost, a
 * refusal by the server, terms the server no longer knows, and axe on the page.
 */
suite('signing the liability waiver in a real browser', () => {
  const site = useBrowserSite({ adminName: 'waiver-e2e-admin' });
  let url: string;
  let admin: TestClient;
  let phone: string;

  beforeAll(async () => {
    url = site.url;
    admin = site.admin;
    const entries = (await (await fetch(`${url}/api/site-content`)).json()) as { section: string; key: string; value: string }[];
    phone = entries.find((e) => e.section === 'contact' && e.key === 'phone')?.value.trim() || SITE_DEFAULTS.phone;
  });

  /** The page, once hydrated: the date of birth gets its bounds from the browser's clock only then. */
  async function openWaiver(viewport: Viewport, query = ''): Promise<Page> {
    const page = await site.open(viewport);
    await page.goto(`${url}/liability-waiver${query}`);
    await page.locator('#waiver-dateOfBirth[max]').waitFor({ state: 'attached' });
    return page;
  }

  const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  async function fillParticipant(page: Page, who: { firstName: string; lastName: string; dateOfBirth: string }): Promise<void> {
    await textbox(page, 'First name').fill(who.firstName);
    await textbox(page, 'Last name').fill(who.lastName);
    await page.getByLabel('Date of birth').fill(who.dateOfBirth);
    await textbox(page, 'Email').fill('signer@example.com');
    await textbox(page, 'Phone').fill('(780) 555-0166');
    await textbox(page, 'Emergency contact name').fill('Sam Emergency');
    await textbox(page, 'Emergency contact phone').fill('(780) 555-0123');
    await page.getByRole('checkbox', { name: /agree to the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: /understand the risks/ }).check();
    // Case and spacing do not matter in a typed signature.
    await textbox(page, 'Signature: type your full name').fill(`  ${who.firstName.toLowerCase()}   ${who.lastName} `);
  }

  async function waiversOf(lastName: string): Promise<WaiverRow[]> {
    const res = await admin.request('GET', `/api/waivers?q=${encodeURIComponent(lastName)}`);
    expect(res.status).toBe(200);
    return res.body as WaiverRow[];
  }

  async function seesSuccess(page: Page): Promise<void> {
    const done = page.getByRole('region', { name: 'Waiver Submitted Successfully!' });
    await done.getByRole('heading', { name: 'Waiver Submitted Successfully!' }).waitFor();
    await expect(done.getByRole('link', { name: phone }).isVisible()).resolves.toBe(true);
  }

  test.each(VIEWPORTS)('on %s: an adult reads the terms, signs and is told so with the number to call', async (name, viewport) => {
    const page = await openWaiver(viewport);
    // The terms are on the page, beside the form on a desktop and above it on a phone.
    const terms = page.getByRole('group', { name: 'Waiver terms' });
    await expect(terms.getByText('For participants under 18').count()).resolves.toBe(1);
    const termsBox = (await terms.boundingBox())!;
    const formBox = (await page.locator('#waiver-form').boundingBox())!;
    if (name === 'a desktop') expect(termsBox.x + termsBox.width).toBeLessThanOrEqual(formBox.x);
    else expect(termsBox.y + termsBox.height).toBeLessThanOrEqual(formBox.y);

    const lastName = `Adult${Date.now()}`;
    await fillParticipant(page, { firstName: 'Dana', lastName, dateOfBirth: '1988-06-14' });
    await expect(page.getByRole('textbox', { name: "Parent or guardian's full name" }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Submit Waiver' }).click();
    await seesSuccess(page);

    expect(await waiversOf(lastName)).toMatchObject([{ firstName: 'Dana', lastName, minor: false, guardianName: null, bookingId: null }]);
    await page.close();
  });

  test.each(VIEWPORTS)(
    'on %s: a participant of 10 signs with a parent, whose part appears with the date of birth',
    async (_name, viewport) => {
      const page = await openWaiver(viewport);
      const lastName = `Minor${Date.now()}`;
      await fillParticipant(page, { firstName: 'Robin', lastName, dateOfBirth: yearsAgo(10) });

      const guardianName = page.getByRole('textbox', { name: "Parent or guardian's full name" });
      await guardianName.waitFor();
      await expect(page.getByText("acknowledge them on Robin's behalf", { exact: false }).count()).resolves.toBe(1);
      await guardianName.fill(`Chris ${lastName}`);
      await textbox(page, 'Relationship to the participant').fill('Father');
      await textbox(page, "Parent or guardian's signature: type your full name").fill(`chris ${lastName.toLowerCase()}`);
      await page.getByRole('button', { name: 'Submit Waiver' }).click();
      await seesSuccess(page);

      expect(await waiversOf(lastName)).toMatchObject([{ firstName: 'Robin', minor: true, guardianName: `Chris ${lastName}` }]);
      await page.close();
    },
  );

  test.each(VIEWPORTS)(
    'on %s: sending with empty fields shows the form messages, keeps what was typed and passes axe',
    async (_name, viewport) => {
      const page = await openWaiver(viewport);
      await textbox(page, 'First name').fill('Dana');
      await textbox(page, 'Phone').fill('(780) 555-0166');
      await textbox(page, 'Medical conditions, allergies or medication (optional)').fill('Bee sting allergy');
      await page.getByRole('button', { name: 'Submit Waiver' }).click();

      for (const message of [
        'Last name must be at least 2 characters',
        'Please enter a valid email address',
        'Emergency contact name is required',
        'Emergency contact phone is required',
        'You must agree to the terms and conditions',
        'You must acknowledge the risks',
        WAIVER_MESSAGES.dateOfBirth,
        WAIVER_MESSAGES.signature,
      ]) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      await expect(page.getByText('First name must be at least 2 characters').count()).resolves.toBe(0);
      await expect(page.getByText('Please enter a valid phone number').count()).resolves.toBe(0);
      // The first wrong field has the focus, and reads its message.
      const lastName = textbox(page, 'Last name');
      await page.locator('#waiver-lastName:focus').waitFor();
      await expect(lastName.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(lastName.getAttribute('aria-describedby')).resolves.toBe('waiver-lastName-error');
      await expect(textbox(page, 'First name').inputValue()).resolves.toBe('Dana');
      await expect(textbox(page, 'Phone').inputValue()).resolves.toBe('(780) 555-0166');
      await expect(textbox(page, 'Medical conditions, allergies or medication (optional)').inputValue()).resolves.toBe('Bee sting allergy');

      // A message goes as soon as its field is right.
      await lastName.fill('Whitford');
      await page.getByText('Last name must be at least 2 characters').waitFor({ state: 'detached' });

      // The messages and the guardian's part on screen: no serious or critical axe violation.
      await page.getByLabel('Date of birth').fill(yearsAgo(12));
      await page.getByRole('textbox', { name: "Parent or guardian's full name" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
  );

  test("the server's refusal: the page's alert and the field's message, with every answer kept", async () => {
    const page = await openWaiver(VIEWPORTS[0][1], '?booking=NoSuchReference000000A');
    await expect(textbox(page, 'Booking reference (optional)').inputValue()).resolves.toBe('NoSuchReference000000A');
    const lastName = `Refused${Date.now()}`;
    await fillParticipant(page, { firstName: 'Dana', lastName, dateOfBirth: '1988-06-14' });
    await page.getByRole('button', { name: 'Submit Waiver' }).click();

    await page.getByText(WAIVER_MESSAGES.bookingReference, { exact: true }).waitFor();
    await page.getByText(WAIVER_MESSAGES.submitFailed).first().waitFor();
    await page.locator('#waiver-bookingReference:focus').waitFor();
    await expect(textbox(page, 'Last name').inputValue()).resolves.toBe(lastName);
    await expect(page.getByRole('checkbox', { name: /understand the risks/ }).isChecked()).resolves.toBe(true);
    expect(await waiversOf(lastName)).toEqual([]);

    // Without the reference it goes through.
    await textbox(page, 'Booking reference (optional)').fill('');
    await page.getByRole('button', { name: 'Submit Waiver' }).click();
    await seesSuccess(page);
    await page.close();
  });

  test('terms replaced while the page was open (409): the message, the current terms read again, and the agreements given again', async () => {
    const page = await openWaiver(VIEWPORTS[1][1]);
    const lastName = `Changed${Date.now()}`;
    await fillParticipant(page, { firstName: 'Dana', lastName, dateOfBirth: '1988-06-14' });

    const current = (await admin.request('GET', '/api/waiver-terms')).body as { id: number; text: string };
    const added = `Added on ${new Date().toISOString()}: keep your hands clear of the propeller.`;
    const saved = await admin.request('POST', '/api/waiver-terms', { text: `${current.text}\n\n${added}` });
    expect(saved.status).toBe(201);
    try {
      // The page shows the version it loaded, which the admin has just replaced: it is not signed.
      await page.getByRole('button', { name: 'Submit Waiver' }).click();
      await page.getByText(WAIVER_MESSAGES.termsSuperseded).first().waitFor();
      await page.getByRole('group', { name: 'Waiver terms' }).getByText(added).waitFor();
      await expect(page.getByRole('checkbox', { name: /agree to the terms and conditions/ }).isChecked()).resolves.toBe(false);
      await expect(page.getByRole('checkbox', { name: /understand the risks/ }).isChecked()).resolves.toBe(false);
      await expect(textbox(page, 'Signature: type your full name').inputValue()).resolves.not.toBe('');
      expect(await waiversOf(lastName)).toEqual([]);

      await page.getByRole('checkbox', { name: /agree to the terms and conditions/ }).check();
      await page.getByRole('checkbox', { name: /understand the risks/ }).check();
      await page.getByRole('button', { name: 'Submit Waiver' }).click();
      await seesSuccess(page);
      expect(await waiversOf(lastName)).toMatchObject([{ termsVersionId: (saved.body as { id: number }).id }]);
    } finally {
      // Other suites on a shared server read the starting text.
      await admin.request('POST', '/api/waiver-terms', { text: current.text });
      await page.close();
    }
  });

  test('nothing broke in any page', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
