import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { WAIVER_MESSAGES } from '../../domain/waivers/waiver-rules';
import { WAIVER_TERMS_MESSAGES } from '../../domain/waivers/waiver-terms-rules';
import { browserAvailable } from '../support/browser';
import { closeToast, signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { seriousViolations } from '../support/axe';
import { TypeOrmWaiverReferences } from '../../adapters/waivers/typeorm-waiver-links';
import type { Database } from '../../adapters/persistence/database';
import { DATABASE } from '../../adapters/shared/tokens';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the waivers suite';

/** A complete adult's waiver, as the public waiver page sends it. */
const adult = {
  firstName: 'Dana',
  lastName: 'Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  emergencyContactName: 'Sam Whitford',
  emergencyContactPhone: '(780) 555-0123',
  medicalConditions: 'Bee sting allergy; carries an EpiPen',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: true,
  dateOfBirth: '1988-06-14',
  signature: 'Dana Whitford',
};
/** Under 18 on any trip of the next years: a parent signs too. */
const minor = {
  ...adult,
  firstName: 'Riley',
  email: 'riley@example.com',
  medicalConditions: '',
  dateOfBirth: '2016-03-01',
  signature: 'Riley Whitford',
  guardianName: 'Chris Whitford',
  guardianRelationship: 'Father',
  guardianSignature: 'Chris Whitford',
};
const unlinked = { ...adult, firstName: 'Alex', lastName: 'Lacombe', email: 'alex@example.com', signature: 'Alex Lacombe' };

/**
 * The waivers' admin side (docs/product/waivers.md): the Waivers tab (list, detail with the signed
 * text and the PDF, void with a reason, link to a booking), a booking's signers, the auditor's
 * read-only view and the versioned terms in Website Content.
 */
suite('admin: waivers in a real browser', () => {
  const site = useBrowserSite({ adminName: 'waivers-api' });
  // The tests run in order: the first signs the waivers the others read.
  const ids: Record<'dana' | 'riley' | 'alex', string> = { dana: '', riley: '', alex: '' };
  let bookingId = '';
  const admin = { username: 'waiver-guide', password: PASSWORD };
  const auditor = { username: 'waiver-auditor', password: PASSWORD };

  beforeAll(async () => {
    if (!site.app) return;
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
  });

  async function sign(body: object): Promise<string> {
    // Signing is public: no session, as the waiver page sends it.
    const res = await site.app!.request('POST', '/api/waiver', body);
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  async function openWaiversTab(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Waivers', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Waivers' }).waitFor();
  }

  test('the admin finds both waivers, reads one with its signed text and PDF, voids one, links one, and sees who of a party signed', async () => {
    if (!site.app) return; // External mode has no way to make the UI account.
    const booked = await site.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: '2030-08-14',
      time: 'morning',
      name: 'Morgan Lacombe',
      email: 'morgan@example.com',
      phone: '(780) 555-0110',
      people: 2,
    });
    expect(booked.status).toBe(201);
    bookingId = booked.body.id as string;
    // The booking's waiver reference, as its confirmation and manage page carry it.
    const references = new TypeOrmWaiverReferences(site.app.app.get<Database>(DATABASE).dataSource);
    ids.dana = await sign({ ...adult, bookingReference: await references.referenceOf(bookingId, new Date()) });
    ids.riley = await sign(minor);
    ids.alex = await sign(unlinked);
    const terms = (await site.app.request('GET', '/api/waiver-terms')).body as { id: number; text: string; sha256: string };

    const page = await site.open(DESKTOP);
    await signInToDashboard(page, site.url, admin);
    await openWaiversTab(page);
    expect(new URL(page.url()).pathname).toBe('/admin/waivers');

    const dana = page.getByRole('article', { name: 'Dana Whitford' });
    const riley = page.getByRole('article', { name: 'Riley Whitford' });
    await dana.waitFor();
    await riley.getByText('Minor', { exact: true }).waitFor();
    await expect(dana.getByText('Minor', { exact: true }).count()).resolves.toBe(0);
    await dana.getByText('Wed, Aug 14, 2030').waitFor();

    // Filters: the status and the text narrow the list.
    await page.getByLabel('Search').fill('Riley');
    await dana.waitFor({ state: 'detached' });
    await riley.waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await dana.waitFor();

    // The detail: every answer, the terms version and hash, the text signed, the PDF.
    await dana.getByRole('link', { name: /Details and signed text/ }).click();
    expect(new URL(page.url()).searchParams.get('waiver')).toBe(ids.dana);
    const detail = page.getByRole('dialog', { name: "Dana Whitford's waiver" });
    await detail.getByText('Bee sting allergy; carries an EpiPen').waitFor();
    await detail.getByText(terms.sha256).waitFor();
    const firstParagraph = terms.text.split('\n\n')[0]!;
    await detail.locator('.waiver-text p').filter({ hasText: firstParagraph }).first().waitFor();
    const pdf = detail.getByRole('link', { name: /Download PDF/ });
    await expect(pdf.getAttribute('target')).resolves.toBe('_blank');
    const copy = await page.request.get(new URL((await pdf.getAttribute('href'))!, site.url).toString());
    expect(copy.status()).toBe(200);
    expect(copy.headers()['content-type']).toMatch(/^application\/pdf/);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // Void the minor's waiver: a reason is required.
    await riley.getByRole('link', { name: /Details and signed text/ }).click();
    await page.getByRole('dialog', { name: "Riley Whitford's waiver" }).getByText('Chris Whitford').first().waitFor();
    await page.getByRole('button', { name: 'Void waiver', exact: true }).click();
    const voidForm = page.getByRole('dialog', { name: "Void Riley Whitford's waiver" });
    await voidForm.getByRole('button', { name: 'Void this waiver' }).click();
    await voidForm.getByText(WAIVER_MESSAGES.voidReason).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await voidForm.getByLabel('Reason for voiding').fill('Signed for the wrong trip; the family will sign again');
    await voidForm.getByRole('button', { name: 'Void this waiver' }).click();
    await page.getByText('Waiver Voided', { exact: true }).first().waitFor();
    const rileyDetail = page.getByRole('dialog', { name: "Riley Whitford's waiver" });
    await rileyDetail.getByText('Signed for the wrong trip; the family will sign again').waitFor();
    await expect(rileyDetail.getByRole('button', { name: 'Void waiver' }).count()).resolves.toBe(0);
    await rileyDetail.getByRole('button', { name: 'Close' }).click();
    await riley.getByText('Voided').waitFor();

    // The booking's detail: one signer of a party of two.
    await page.goto(`${site.url}/admin?booking=${bookingId}`);
    const bookingDetail = page.getByRole('dialog', { name: "Morgan Lacombe's booking" });
    await bookingDetail.getByText('1 of 2 in the party have not signed').waitFor();
    await expect(bookingDetail.getByRole('link', { name: /Riley Whitford/ }).count()).resolves.toBe(0);
    await bookingDetail.getByRole('link', { name: /Dana Whitford/ }).click();
    await page.getByRole('dialog', { name: "Dana Whitford's waiver" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/waivers');

    // A waiver signed without a reference, linked from its detail: now the whole party has signed.
    await page.goto(`${site.url}/admin/waivers?waiver=${ids.alex}`);
    const alex = page.getByRole('dialog', { name: "Alex Lacombe's waiver" });
    await alex.getByLabel('Booking id').fill(bookingId);
    await alex.getByRole('button', { name: 'Link to booking' }).click();
    await page.getByText('Waiver Linked', { exact: true }).first().waitFor();
    await alex.getByRole('link', { name: /Open the booking/ }).click();
    await page.getByRole('dialog', { name: "Morgan Lacombe's booking" }).getByText('Everyone in the party has signed').waitFor();

    expect(site.pageErrors).toEqual([]);
    await page.close();
  });

  test('an auditor reads the list, the details and the terms, with no control that changes anything', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, auditor);
    await openWaiversTab(page);
    await page.getByRole('article', { name: 'Dana Whitford' }).waitFor();

    await page.goto(`${site.url}/admin/waivers?waiver=${ids.dana}`);
    const dana = page.getByRole('dialog', { name: "Dana Whitford's waiver" });
    await dana.getByText('Bee sting allergy; carries an EpiPen').waitFor();
    await expect(dana.getByRole('button').allTextContents()).resolves.toEqual(['Close']);
    await dana.getByRole('button', { name: 'Close' }).click();

    // Riley's has no booking: still no Link to booking for an auditor.
    await page.goto(`${site.url}/admin/waivers?waiver=${ids.riley}`);
    const riley = page.getByRole('dialog', { name: "Riley Whitford's waiver" });
    await riley.getByText('Not linked to a booking', { exact: false }).waitFor();
    await expect(riley.getByRole('button').allTextContents()).resolves.toEqual(['Close']);
    await expect(riley.getByRole('textbox').count()).resolves.toBe(0);

    await page.goto(`${site.url}/admin/content/waiver-terms`);
    await page.getByRole('heading', { level: 2, name: 'Waiver Terms' }).waitFor();
    await page.getByRole('heading', { name: /^Current version: \d+$/ }).waitFor();
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Save as new version' }).count()).resolves.toBe(0);
    await page.close();
  });

  test('the admin edits the terms in Website Content: each save is a new version, listed with the earlier ones', async () => {
    if (!site.app) return;
    const before = (await site.app.request('GET', '/api/waiver-terms')).body as { id: number; text: string };
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, admin);
    await page.getByRole('link', { name: 'Website Content', exact: true }).click();
    await page.getByRole('link', { name: 'Waiver Terms', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Waiver Terms' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/content/waiver-terms');
    await page.getByRole('heading', { name: `Current version: ${before.id}` }).waitFor();

    const editor = page.getByLabel('Terms text');
    await editor.fill('   ');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await page.getByText(WAIVER_TERMS_MESSAGES.empty).waitFor();

    const text = `${before.text}\n\n9. Life jackets\n\nEveryone wears one on the water, <b>always</b>.`;
    await editor.fill(text);
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await page.getByText('Waiver Terms Saved', { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: `Current version: ${before.id + 1}` }).waitFor();
    const after = (await site.app.request('GET', '/api/waiver-terms')).body as { id: number; text: string };
    expect(after).toMatchObject({ id: before.id + 1, text });

    // Saving the same text again stores nothing.
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await page.getByText('No changes to save', { exact: true }).first().waitFor();
    // On a phone the toasts lie over the versions' list, the next thing this test clicks.
    await closeToast(page, 'Waiver Terms Saved');
    await closeToast(page, 'No changes to save');
    await page.getByRole('heading', { name: `Current version: ${before.id + 1}` }).waitFor();

    // Both versions are listed; the earlier one still reads as it was.
    const versions = page.locator('.waiver-version');
    await versions.filter({ hasText: `Version ${before.id + 1} (current), saved` }).waitFor();
    const earlier = versions.filter({ hasText: `Version ${before.id}, saved` });
    await earlier.locator('summary').click();
    await earlier
      .locator('.waiver-text p')
      .filter({ hasText: before.text.split('\n\n')[0]! })
      .first()
      .waitFor();
    await expect(earlier.getByText('9. Life jackets').count()).resolves.toBe(0);
    // The new text is shown as text: the tag is read, not run.
    const newest = versions.first();
    await newest.locator('summary').click();
    await newest.getByText('Everyone wears one on the water, <b>always</b>.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  });
});
