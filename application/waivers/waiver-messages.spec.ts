import { describe, expect, test } from '@jest/globals';
import { formatWaiverTimeOnLake, SignedWaiverFacts, signedWaiverEmail, waiverCopyLinkEmail } from './waiver-messages';
import { waiverCopyUrl, waiverPageUrl } from '../../domain/waivers/waiver-page';

const HASH = '9f2c4e1ab37d5f60c8e2a4b6d8f0a1c3e5f7092b4d6f8a0c2e4a6b8d0f1e3c5a7';
const waiver: SignedWaiverFacts = {
  waiverId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  firstName: 'Dana',
  signedAt: '2026-06-13T20:30:00Z',
  termsVersionId: 3,
  termsSha256: HASH,
  tripDate: '2026-06-20',
  businessName: 'Wabamun Lake Fishing Tours',
  businessPhone: '(780) 555-0142',
};

describe("the signer's waiver email", () => {
  const email = signedWaiverEmail(waiver);

  test('names the business in the subject', () => {
    expect(email.subject).toBe('Your signed liability waiver – Wabamun Lake Fishing Tours');
  });

  test('says the copy is attached and names the record it is: time on the lake, id, terms version and hash', () => {
    expect(email.text).toBe(
      [
        'Hi Dana,',
        '',
        'Thank you for signing the liability waiver of Wabamun Lake Fishing Tours for your trip on Saturday, June 20, 2026.',
        'Your signed copy is attached as a PDF: the terms you agreed to, your answers and the typed signatures. Please keep it for your records.',
        '',
        'Signed: Saturday, June 13, 2026 at 2:30 p.m. MDT (Wabamun Lake time)',
        'Waiver ID: 7c9e6679-7425-40de-944b-e07fc1f90ae7',
        'Terms version: 3',
        `Terms SHA-256: ${HASH}`,
        '',
        'Questions? Call or text (780) 555-0142.',
        '',
        'See you on the lake,',
        'Wabamun Lake Fishing Tours',
      ].join('\n'),
    );
    expect(email.html).toContain(`<th align="left">Terms SHA-256</th><td>${HASH}</td>`);
    expect(email.html).toContain('Saturday, June 13, 2026 at 2:30 p.m. MDT');
  });

  test("a minor's copy goes to the parent or guardian who signed: addressed to them by name, naming the child", () => {
    const copy = signedWaiverEmail({ ...waiver, firstName: 'Robin', participantName: 'Robin Birch', guardianName: 'Chris Birch' });
    for (const body of [copy.text, copy.html]) {
      expect(body).toContain('Hi Chris Birch,');
      expect(body).not.toContain('Hi Robin');
      expect(body).toContain(
        'Thank you for signing the liability waiver of Wabamun Lake Fishing Tours for Robin Birch, as their parent or guardian, for the trip on Saturday, June 20, 2026.',
      );
      expect(body).toContain('the answers given');
    }
  });

  test('without a booking it names no trip', () => {
    expect(signedWaiverEmail({ ...waiver, tripDate: null }).text).toContain(
      'Thank you for signing the liability waiver of Wabamun Lake Fishing Tours.\n',
    );
  });

  test('escapes what the signer and the admin typed in the HTML, and keeps it as written in the text', () => {
    const hostile = signedWaiverEmail({ ...waiver, firstName: '<img src=x onerror=alert(1)>', businessPhone: '"<b>"' });
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).not.toContain('<b>');
    expect(hostile.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(hostile.text).toContain('Hi <img src=x onerror=alert(1)>,');
  });
});

describe('the email to an address nobody confirmed', () => {
  const link = waiverCopyUrl('https://wabamunfishing.ca/', 'AbCdEfGhIjKlMnOpQrStUv');
  const email = waiverCopyLinkEmail({
    signedAt: '2026-06-13T20:30:00Z',
    link,
    businessName: 'Wabamun Lake Fishing Tours',
    businessPhone: '(780) 555-0142',
  });

  test('says only that a waiver was signed with the address, when, and where the copy is', () => {
    expect(link).toBe('https://wabamunfishing.ca/waiver-copy/AbCdEfGhIjKlMnOpQrStUv');
    expect(email.subject).toBe('Your liability waiver copy – Wabamun Lake Fishing Tours');
    expect(email.text).toBe(
      [
        'A liability waiver of Wabamun Lake Fishing Tours was signed on Saturday, June 13, 2026 at 2:30 p.m. MDT (Wabamun Lake time), with this email address given for its copy.',
        '',
        'If it was you, or someone who signed with you, get the signed copy (a PDF) at this private link within 30 days:',
        link,
        '',
        'If you know nothing of it, ignore this email: nothing more will be sent about it.',
        '',
        'Questions? Call or text (780) 555-0142.',
        '',
        'Wabamun Lake Fishing Tours',
      ].join('\n'),
    );
    expect(email.html).toContain(`<a href="${link}">${link}</a>`);
  });
});

describe('waiver times and links', () => {
  test("times read on the lake's clock, daylight saving included", () => {
    expect(formatWaiverTimeOnLake('2026-06-15T16:05:00Z')).toBe('Monday, June 15, 2026 at 10:05 a.m. MDT');
    expect(formatWaiverTimeOnLake('2026-01-15T16:05:00Z')).toBe('Thursday, January 15, 2026 at 9:05 a.m. MST');
  });

  test('the waiver page link carries the booking reference as its one query value', () => {
    expect(waiverPageUrl('https://wabamunfishing.ca', 'abc-123')).toBe('https://wabamunfishing.ca/liability-waiver?booking=abc-123');
    expect(waiverPageUrl('http://localhost:5173', 'a&b=c#d')).toBe('http://localhost:5173/liability-waiver?booking=a%26b%3Dc%23d');
  });
});
