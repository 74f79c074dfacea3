import { beforeAll, describe, expect, test } from '@jest/globals';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SignedWaiverDocument } from '../../application/waivers/waiver-pdf';
import { pdfText, PdfText } from '../../test/support/pdf-text';
import { PdfLibWaiverPdf, winAnsiText } from './pdf-lib-waiver-pdf';

/** Rendering, then parsing in a child Node, on a busy two-core machine: a ceiling, not a timing assertion. */
const PARSING_MS = 30_000;

const HASH = '9f2c4e1ab37d5f60c8e2a4b6d8f0a1c3e5f7092b4d6f8a0c2e4a6b8d0f1e3c5a7';

/** Thirty clauses of typographic text with blank lines between them: several pages. */
const TERMS = Array.from(
  { length: 30 },
  (_, i) =>
    `${i + 1}. Assumption of risk, clause ${i + 1}. Fishing from a boat on Wabamun Lake carries risks – slipping on a wet deck, ` +
    `hooks, cold water and sudden weather — that the guide’s care reduces but cannot remove. The participant “accepts” them… ` +
    'Life jackets are worn on the water at all times, and the guide may end a trip early when the wind rises over the lake.',
).join('\n\n');

const adult: SignedWaiverDocument = {
  waiverId: 'wvr_7d1f0c2a9b',
  businessName: 'Wabamun Lake Fishing Tours',
  businessPhone: '+1 780 555 0142',
  signedAt: '2026-06-13T20:30:00Z',
  termsVersionId: 4,
  termsSha256: HASH,
  termsText: TERMS,
  signer: {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+1 780 555 0199',
    dateOfBirth: '1990-03-04',
    emergencyContactName: 'John Doe',
    emergencyContactPhone: '+1 780 555 0100',
    medicalConditions: null,
    agreeToTerms: true,
    agreeToRisks: true,
    agreeToPhotos: false,
    signature: 'Jane Quinn Doe',
  },
  minor: false,
  guardian: null,
  bookingId: 'bkg_4a8c2e',
  tripDate: '2026-06-20',
};

/** Signed after Alberta's last clock change: the lake is on UTC-6 for good. */
const minor: SignedWaiverDocument = {
  ...adult,
  waiverId: 'wvr_31b9e7c044',
  signedAt: '2026-12-05T20:00:00.000Z',
  signer: {
    ...adult.signer,
    firstName: 'Sam',
    lastName: 'Doe',
    email: 'sam.doe@example.com',
    dateOfBirth: '2012-05-01',
    medicalConditions: 'Asthma: carries an inhaler.\nAllergic to bee stings.',
    agreeToPhotos: true,
    signature: 'Sam Doe',
  },
  minor: true,
  guardian: { name: 'Jane Doe', relationship: 'Mother', signature: 'Jane Quinn Doe' },
  bookingId: null,
  tripDate: null,
};

const renderer = new PdfLibWaiverPdf();
const footer = /^Liability waiver \S+ Page \d+ of \d+$/;
/** The document's text without the footers, pages run together, every run of white space one space. */
const flowing = (text: PdfText) =>
  text.pages
    .map((page) =>
      page
        .split('\n')
        .filter((line) => !footer.test(line))
        .join('\n'),
    )
    .join('\n')
    .replace(/\s+/g, ' ');
const all = (text: PdfText) => text.pages.join('\n');

describe("an adult's signed waiver", () => {
  let pdf: Uint8Array;
  let text: PdfText;
  beforeAll(async () => {
    pdf = await renderer.render(adult);
    text = await pdfText(pdf);
  }, PARSING_MS);

  test('runs over several Letter pages, each numbered "Page X of N" with the waiver id', async () => {
    const count = text.pages.length;
    expect(count).toBeGreaterThan(1);
    text.pages.forEach((page, index) => expect(page).toContain(`Liability waiver wvr_7d1f0c2a9b Page ${index + 1} of ${count}`));
    expect(text.pages[0]).toContain(`Page 1 of ${count}`);
    const sizes = (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize());
    expect(sizes).toEqual(Array(count).fill({ width: 612, height: 792 }));
  });

  test("shows the signature record: the signer's name, the time on the lake's clock and as an instant, the terms version and hash, the booking", () => {
    const page1 = text.pages[0]!;
    expect(page1).toContain('Liability Waiver — Wabamun Lake Fishing Tours');
    expect(page1).toContain('Waiver ID wvr_7d1f0c2a9b');
    // 20:30 UTC in June is 2:30 p.m. Mountain Daylight Time at the lake.
    expect(page1).toContain('Signed Saturday, June 13, 2026 at 2:30 p.m. MDT (Wabamun Lake time)');
    expect(page1).toContain('Signed (UTC instant) 2026-06-13T20:30:00.000Z');
    expect(page1).toContain('Terms version 4');
    expect(page1).toContain(`Terms SHA-256 ${HASH}`);
    expect(page1).toContain('Booking bkg_4a8c2e');
    expect(page1).toContain('Trip date Saturday, June 20, 2026 (2026-06-20)');
  });

  test('holds the whole terms text in order, its blank-line paragraphs kept', () => {
    expect(flowing(text)).toContain(TERMS.replace(/\s+/g, ' '));
    expect(all(text)).toMatch(/them… Life jackets [^\n]*\n(?:[^\n]+\n)*?[^\n]*over the lake\.\n\n2\. Assumption of risk, clause 2\./);
  });

  test('lists the answers and the typed signature', () => {
    const answers = all(text);
    for (const line of [
      'Name Jane Doe',
      'Email jane.doe@example.com',
      'Phone +1 780 555 0199',
      'Date of birth March 4, 1990 (1990-03-04)',
      'Emergency contact John Doe, +1 780 555 0100',
      'Medical conditions None given',
      'Agrees to the terms Yes',
      'Accepts the risks Yes',
      'Agrees to photos No',
      'Under 18 No',
      'Signed electronically by typing their full name: Jane Quinn Doe',
      'Signed by Jane Doe on Saturday, June 13, 2026 at 2:30 p.m. MDT (2026-06-13T20:30:00.000Z).',
    ]) {
      expect(answers).toContain(line);
    }
    expect(answers).not.toContain('guardian');
  });

  test('carries the title, author, subject and the signature as creation date', () => {
    expect(text.info).toMatchObject({
      Title: 'Liability Waiver — Wabamun Lake Fishing Tours',
      Author: 'Wabamun Lake Fishing Tours',
      Subject: 'Liability waiver wvr_7d1f0c2a9b signed by Jane Doe',
      CreationDate: 'D:20260613203000Z',
      ModDate: 'D:20260613203000Z',
    });
  });

  test('is the same file when rendered again', async () => {
    expect(Buffer.from(await renderer.render(adult)).equals(Buffer.from(pdf))).toBe(true);
  });

  test('carries no voided mark while it stands', async () => {
    expect(all(text)).not.toMatch(/voided/i);
    expect(Buffer.from(await renderer.render({ ...adult, voided: null })).equals(Buffer.from(pdf))).toBe(true);
  });
});

describe('a voided waiver', () => {
  const voided: SignedWaiverDocument = { ...adult, voided: { at: '2026-06-15T16:05:00Z', reason: 'Signed twice by mistake' } };
  let text: PdfText;
  beforeAll(async () => {
    text = await pdfText(await renderer.render(voided));
  }, PARSING_MS);

  test('says so on the first page, above everything else: when on the lake and why', () => {
    const page1 = flowing({ ...text, pages: [text.pages[0]!] });
    expect(page1).toContain(
      'Liability Waiver — Wabamun Lake Fishing Tours VOIDED on Monday, June 15, 2026 at 10:05 a.m. MDT: Signed twice by mistake ' +
        'Wabamun Lake Fishing Tours voided this waiver: it no longer covers a trip. It is kept on record as it was signed. ' +
        'The signed copy for Jane Doe.',
    );
    expect(text.pages.slice(1).join('\n')).not.toContain('VOIDED');
  });

  test('keeps the whole record as signed, with the void in the signature record', () => {
    const document = all(text);
    expect(document).toContain('Voided Monday, June 15, 2026 at 10:05 a.m. MDT (2026-06-15T16:05:00.000Z)');
    expect(document).toContain('Reason for voiding Signed twice by mistake');
    expect(document).toContain('Signed Saturday, June 13, 2026 at 2:30 p.m. MDT (Wabamun Lake time)');
    expect(document).toContain(`Terms SHA-256 ${HASH}`);
    expect(document).toContain('Signed electronically by typing their full name: Jane Quinn Doe');
    expect(flowing(text)).toContain(TERMS.replace(/\s+/g, ' '));
  });

  test('names the void in its subject, and dates its modification at the void', () => {
    expect(text.info).toMatchObject({
      Subject: 'Liability waiver wvr_7d1f0c2a9b signed by Jane Doe (voided)',
      CreationDate: 'D:20260613203000Z',
      ModDate: 'D:20260615160500Z',
    });
  });

  test(
    'a long reason wraps inside the notice, still on the first page',
    async () => {
      const reason = `Duplicate of another waiver; ${'the participant signed again with a corrected date of birth, '.repeat(7)}`.trim();
      const long = await pdfText(await renderer.render({ ...voided, voided: { at: '2026-06-15T16:05:00Z', reason } }));
      expect(flowing({ ...long, pages: [long.pages[0]!] })).toContain(`VOIDED on Monday, June 15, 2026 at 10:05 a.m. MDT: ${reason}`);
    },
    PARSING_MS,
  );

  test('an unparseable time of voiding is refused rather than printed wrong', async () => {
    await expect(renderer.render({ ...voided, voided: { at: 'last week', reason: 'x' } })).rejects.toThrow(RangeError);
  });
});

describe("a minor's signed waiver", () => {
  let text: PdfText;
  beforeAll(async () => {
    text = await pdfText(await renderer.render(minor));
  }, PARSING_MS);

  test("shows the time on the lake's year-round UTC-6, no booking, and the minor's answers", () => {
    const count = text.pages.length;
    expect(count).toBeGreaterThan(1);
    expect(text.pages[0]).toContain(`Page 1 of ${count}`);
    const document = all(text);
    expect(document).toContain('Signed Saturday, December 5, 2026 at 2:00 p.m. GMT-6 (Wabamun Lake time)');
    expect(document).toContain('Signed (UTC instant) 2026-12-05T20:00:00.000Z');
    expect(document).toContain(`Terms SHA-256 ${HASH}`);
    expect(document).not.toMatch(/^Booking |^Trip date /m);
    expect(document).toContain('Name Sam Doe');
    expect(document).toContain('Medical conditions Asthma: carries an inhaler.\nAllergic to bee stings.');
    expect(document).toContain('Agrees to photos Yes');
    expect(document).toContain('Under 18 Yes');
  });

  test("has the minor's and the guardian's typed signatures", () => {
    const document = all(text);
    expect(document).toContain('Signed electronically by typing their full name: Sam Doe');
    expect(document).toContain('Parent or guardian: Jane Doe (Mother)');
    expect(document).toContain('Signed electronically by the parent or guardian typing their full name: Jane Quinn Doe');
  });
});

describe('text the standard fonts cannot encode', () => {
  let encodable: Set<number>;
  beforeAll(async () => {
    encodable = new Set((await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)).getCharacterSet());
  });

  test('keeps WinAnsi typography, substitutes its near relatives, reduces accents, and makes anything else one ?', () => {
    expect(winAnsiText('It’s “fine” – really — ok… • café €5', encodable)).toBe('It’s “fine” – really — ok… • café €5');
    expect(winAnsiText('non\u2011breaking \u2212 5\u2032 6\u2033 a\u202Fb\u00A0c', encodable)).toBe('non-breaking - 5\' 6" a b\u00A0c');
    expect(winAnsiText('Łukasz Dvořák, ﬁsh, Ｘ, e\u0301, zero\u200Bwidth', encodable)).toBe('Lukasz Dvorák, fish, X, é, zerowidth');
    expect(winAnsiText('🎣 山田 👨‍👩‍👧 🇨🇦 ❤️ ok', encodable)).toBe('? ?? ? ? ? ok');
    expect(winAnsiText('line\r\nbreaks\rkept\u2028here\tand', encodable)).toBe('line\nbreaks\nkept\nhere and');
  });

  test(
    'a waiver full of them renders, with ? where a character cannot be shown, and the metadata keeps them',
    async () => {
      const odd: SignedWaiverDocument = {
        ...adult,
        businessName: 'Wabamun 🎣 Tours',
        termsText: 'Clause one ⚓ 危险 — “hooks”.\n\nClause two: Ωmega ✓ ok…',
        signer: {
          ...adult.signer,
          firstName: 'Łukasz',
          lastName: '山田 🙂',
          medicalConditions: 'Bee‑sting allergy 🐝',
          signature: 'Łukasz 山田',
          emergencyContactName: 'Zoë\u200D 👩‍👩‍👦',
        },
      };
      const pdf = await renderer.render(odd);
      const parsed = await pdfText(pdf);
      const document = all(parsed);
      expect(document).toContain('Liability Waiver — Wabamun ? Tours');
      expect(document).toContain('Name Lukasz ?? ?');
      expect(document).toContain('Clause one ? ?? — “hooks”.\n\nClause two: ?mega ? ok…');
      expect(document).toContain('Medical conditions Bee-sting allergy ?');
      expect(document).toContain('Signed electronically by typing their full name: Lukasz ??');
      expect(document).toContain('Emergency contact Zoë ?, +1 780 555 0100');
      expect(parsed.info).toMatchObject({ Title: 'Liability Waiver — Wabamun 🎣 Tours', Author: 'Wabamun 🎣 Tours' });
    },
    PARSING_MS,
  );

  test('an unparseable signing time is refused rather than printed wrong', async () => {
    await expect(renderer.render({ ...adult, signedAt: 'yesterday' })).rejects.toThrow(RangeError);
  });
});
