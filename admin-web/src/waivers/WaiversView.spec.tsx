import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BookingWaivers } from './BookingWaivers';
import { WaiverDetailBody } from './WaiverDetailDialog';
import { WaiversView } from './WaiversView';
import { WaiverTermsTab } from './WaiverTermsTab';
import { bookingWaiversKey, waiverListKey, WAIVER_TERMS_VERSIONS_KEY, type WaiverPage } from './waiver-api';
import type { WaiverDetail, WaiverRow, WaiverTermsVersion } from './waiver-types';

/** Server-renders with the query cache holding `data` under each key; anything else stays loading. */
function render(element: ReactElement, data: [readonly unknown[], unknown][] = []): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/waivers']}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const BOOKING_ID = '6f1c2f0e-7d5a-4c1e-9a34-2b1b8d1e0a11';
const adult: WaiverRow = {
  id: '5c0e7a2d-1b3f-4e6a-9d8c-7b6a5f4e3d2c',
  status: 'signed',
  firstName: 'Dana',
  lastName: 'Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  dateOfBirth: '1988-06-14',
  minor: false,
  guardianName: null,
  guardianRelationship: null,
  guardianSignature: null,
  signature: 'Dana Whitford',
  emergencyContactName: 'Sam Whitford',
  emergencyContactPhone: '(780) 555-0123',
  medicalConditions: 'Bee sting allergy',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: false,
  bookingId: BOOKING_ID,
  tripDate: '2026-12-03',
  termsVersionId: 2,
  termsSha256: 'a'.repeat(64),
  signedAt: '2026-11-22T18:00:00.000Z',
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  linkedAt: null,
  linkedBy: null,
  voidedAt: null,
  voidReason: null,
  voidedBy: null,
  version: 1,
};
const minor: WaiverRow = {
  ...adult,
  id: '7d1e8b3c-2a4f-4b5c-8d9e-0f1a2b3c4d5e',
  firstName: 'Riley',
  dateOfBirth: '2012-03-01',
  minor: true,
  guardianName: 'Chris Whitford',
  guardianRelationship: 'Father',
  guardianSignature: 'Chris Whitford',
  signature: 'Riley Whitford',
  bookingId: null,
  tripDate: null,
};
const detail = (row: WaiverRow, termsText: string | null = 'RELEASE OF LIABILITY\n\n1. Risks <b>wind</b>\n  and cold'): WaiverDetail => ({
  ...row,
  termsText,
});

const LIST_KEY = waiverListKey('/api/waivers');
const pages = (rows: WaiverRow[], nextOffset: number | null = null) => ({
  pages: [{ rows, nextOffset } satisfies WaiverPage],
  pageParams: [0],
});

/** Anything a user could change something with. */
const WRITE_CONTROLS = /<(input|textarea|select|form)\b|<button\b/;

describe('WaiversView', () => {
  test('lists each waiver with its name, minor badge, trip, signed time on the lake and status, linking to its detail', () => {
    const html = render(<WaiversView canChange />, [[LIST_KEY, pages([adult, minor])]]);
    expect(html).toContain('<h2 id="waivers-title">Waivers</h2>');
    expect(html).toContain('Dana Whitford');
    expect(html).toContain('Riley Whitford');
    expect(html.match(/>Minor</g)).toHaveLength(1);
    expect(html).toContain('Thu, Dec 3, 2026');
    expect(html).toContain('No booking linked');
    // On the lake's clock (domain/shared/calendar.ts), not the server's or the browser's.
    expect(html).toContain('<time dateTime="2026-11-22T18:00:00.000Z">Nov 22, 2026, 12:00 p.m.</time>');
    expect(html).toContain('<span class="visually-hidden">Status: </span>Signed');
    expect(html).toContain(`href="/waivers?waiver=${adult.id}"`);
    expect(html).toContain('2 waivers, newest first');
    expect(html).not.toContain('Load more');
  });

  test('filters: text, trip date, status and booking id, each labelled', () => {
    const html = render(<WaiversView canChange={false} />, [[LIST_KEY, pages([adult])]]);
    for (const label of ['Search', 'Trip date', 'Status', 'Booking id']) expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    expect(html).toContain('<option value="voided">Voided</option>');
  });

  test('a page with more after it offers Load more', () => {
    const html = render(<WaiversView canChange />, [[LIST_KEY, pages([adult], 50)]]);
    expect(html).toContain('>Load more</button>');
    expect(html).toContain('1 waiver shown, newest first; more below');
  });

  test('nothing signed yet: the empty state', () => {
    expect(render(<WaiversView canChange />, [[LIST_KEY, pages([])]])).toContain('No waivers signed yet.');
  });
});

describe("a waiver's detail", () => {
  test('every answer, the guardian, the terms version and hash, the exact text as text, and the PDF in a new tab', () => {
    const html = render(<WaiverDetailBody waiver={detail(minor)} canChange={false} onVoid={() => {}} />);
    for (const text of [
      'dana@example.com',
      'March 1, 2012',
      'Sam Whitford',
      '(780) 555-0123',
      'Bee sting allergy',
      'Chris Whitford',
      'Father',
      '203.0.113.7',
      'a'.repeat(64),
      'Signed text (version 2)',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<dt>Photo consent</dt><dd>No</dd>');
    expect(html).toMatch(/<p>1\. Risks &lt;b&gt;wind&lt;\/b&gt;\n {2}and cold<\/p>/);
    expect(html).not.toContain('<b>wind</b>');
    expect(html).toMatch(/<a[^>]*href="\/api\/waivers\/7d1e8b3c-2a4f-4b5c-8d9e-0f1a2b3c4d5e\/pdf"[^>]*target="_blank"[^>]*>Download PDF/);
  });

  test('an admin gets Void waiver, and Link to booking for a waiver without one', () => {
    const html = render(<WaiverDetailBody waiver={detail(minor)} canChange onVoid={() => {}} />);
    expect(html).toContain('>Void waiver</button>');
    expect(html).toContain('Link to booking');
    expect(html).toMatch(/<label[^>]*>Booking id<\/label>/);

    const linked = render(<WaiverDetailBody waiver={detail(adult)} canChange onVoid={() => {}} />);
    expect(linked).not.toContain('Link to booking');
    expect(linked).toContain(`href="/?booking=${BOOKING_ID}"`);
  });

  test('an auditor gets no control that changes anything', () => {
    for (const row of [adult, minor]) {
      const html = render(<WaiverDetailBody waiver={detail(row)} canChange={false} onVoid={() => {}} />);
      expect(html).not.toMatch(WRITE_CONTROLS);
      expect(html).toContain('Download PDF');
    }
  });

  test('a voided waiver shows who voided it, when and why, and can be neither voided nor linked again', () => {
    const voided: WaiverRow = {
      ...minor,
      status: 'voided',
      voidedAt: '2026-11-23T18:00:00.000Z',
      voidedBy: 'guide (admin)',
      voidReason: 'Signed twice by mistake',
    };
    const html = render(<WaiverDetailBody waiver={detail(voided)} canChange onVoid={() => {}} />);
    expect(html).toContain('<span class="visually-hidden">Status: </span>Voided');
    expect(html).toContain('Signed twice by mistake');
    expect(html).toContain('guide (admin)');
    expect(html).not.toMatch(WRITE_CONTROLS);
  });

  test('terms text missing from the database says so', () => {
    expect(render(<WaiverDetailBody waiver={detail(adult, null)} canChange onVoid={() => {}} />)).toContain(
      'The text of terms version 2 is missing from the database.',
    );
  });
});

describe("a booking's signers", () => {
  const booking = { id: BOOKING_ID, people: 3 };

  test('names each signer, linking to the waiver, and counts who has not signed', () => {
    const html = render(<BookingWaivers booking={booking} />, [[bookingWaiversKey(BOOKING_ID), [adult]]]);
    expect(html).toContain('>Waivers</h3>');
    expect(html).toContain(`href="/waivers?waiver=${adult.id}"`);
    expect(html).toContain('2 of 3 in the party have not signed');
    expect(html).not.toMatch(WRITE_CONTROLS);
  });

  test('a guest who signed three times is one guest of the party: the others have still to sign', () => {
    const again = (n: number) => ({ ...adult, id: `${adult.id.slice(0, -1)}${n}`, firstName: n === 1 ? 'DANA' : adult.firstName });
    const html = render(<BookingWaivers booking={{ id: BOOKING_ID, people: 3 }} />, [
      [bookingWaiversKey(BOOKING_ID), [adult, again(1), again(2)]],
    ]);
    expect(html).toContain('2 of 3 in the party have not signed');
  });

  test('everyone signed; nobody signed', () => {
    const all = render(<BookingWaivers booking={{ id: BOOKING_ID, people: 2 }} />, [[bookingWaiversKey(BOOKING_ID), [adult, minor]]]);
    expect(all).toContain('Everyone in the party has signed');
    const none = render(<BookingWaivers booking={booking} />, [[bookingWaiversKey(BOOKING_ID), []]]);
    expect(none).toContain('No one has signed a waiver for this booking yet.');
    expect(none).toContain('3 of 3 in the party have not signed');
  });
});

describe('Website Content > Waiver Terms', () => {
  const versions: WaiverTermsVersion[] = [
    { id: 3, text: 'Newest terms\n\nSecond paragraph', sha256: 'c'.repeat(64), createdAt: '2026-11-23T18:00:00.000Z', createdBy: 'guide' },
    { id: 1, text: 'Starting <script>terms</script>', sha256: 'b'.repeat(64), createdAt: '2026-10-01T18:00:00.000Z', createdBy: 'system' },
  ];
  const data: [readonly unknown[], unknown][] = [[WAIVER_TERMS_VERSIONS_KEY, versions]];

  test('the current version with when, by whom and its hash; the editor starts from its text', () => {
    const html = render(<WaiverTermsTab canChange />, data);
    expect(html).toMatch(/<h2[^>]*>Waiver Terms<\/h2>/);
    expect(html).toContain('Current version: 3');
    expect(html).toContain('Nov 23, 2026, 12:00 p.m. by guide');
    expect(html).toContain('c'.repeat(64));
    expect(html).toMatch(/<textarea[^>]*id="([^"]+)"[^>]*>Newest terms\n\nSecond paragraph<\/textarea>/);
    const id = /<textarea[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain('>Save as new version</button>');
  });

  test('every version stays readable, as text', () => {
    const html = render(<WaiverTermsTab canChange={false} />, data);
    expect(html).toContain('Version 3 (current), saved');
    expect(html).toContain('Version 1, saved Oct 1, 2026, 12:00 p.m. by system');
    expect(html).toContain('Starting &lt;script&gt;terms&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  test('an auditor reads the current text with no control that changes it', () => {
    const html = render(<WaiverTermsTab canChange={false} />, data);
    expect(html).not.toMatch(WRITE_CONTROLS);
    expect(html).toContain('<p>Newest terms</p><p>Second paragraph</p>');
  });
});
