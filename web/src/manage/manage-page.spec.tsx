import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { headHtml } from '@browser-kit/page-head/head-tags';
import { HeadCollectorContext, type HeadCollector } from '@browser-kit/page-head/page-head';
import { FailureText } from './CancelConfirm';
import { manageKey } from './manage-api';
import type { ManageView, MovePayment } from './manage-types';
import { MANAGE_MESSAGES } from './manage-view';
import { ManagePage } from './ManagePage';
import { MovePaymentLead } from './RescheduleForm';

const TOKEN = 'tok_3v9QxZ-secret';
const VIEW: ManageView = {
  booking: {
    id: 'b-1',
    reference: 'K7M2QX',
    package: 'Half-Day Adventure',
    date: '2026-12-03',
    time: 'morning',
    timeLabel: 'Morning (6:00-10:00 AM)',
    people: 2,
    hasKids: false,
    kidsCount: 0,
    name: 'Mara Angler',
    email: 'mara@example.com',
    phone: '(780) 555-0111',
    status: 'confirmed',
    amountPaidCents: 49800,
    refundedCents: 0,
  },
  cancellation: {
    allowed: true,
    refundCents: 24900,
    refundPercent: 50,
    policy: 'Cancellations 48 hours or more before the trip get a full refund.',
    reason: null,
  },
  reschedule: { allowed: false, until: '2026-12-01T13:00:00.000Z', reason: 'Trips can be moved online until 48 hours before they start.' },
  waivers: { needed: 2, signed: 1, missing: 1, link: '/liability-waiver?booking=b-1' },
  guide: { name: 'Dale', phone: '(780) 555-0142' },
};

/** Server-renders /manage/{token} with `data` (or nothing) in the cache, as the server render has it; and its head. */
function render(data?: ManageView | null, token = TOKEN): { html: string; head: string } {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (data !== undefined) client.setQueryData(manageKey(token), data);
  const collector: HeadCollector = { head: null };
  const html = renderToStaticMarkup(
    <HeadCollectorContext.Provider value={collector}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/manage/${token}`]}>
          <Routes>
            <Route path="manage/:token" element={<ManagePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </HeadCollectorContext.Provider>,
  );
  return { html, head: collector.head ? headHtml(collector.head, 'https://wabamunfishing.ca', `/manage/${token}`) : '' };
}

const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]);

describe('/manage/{token}, as the server renders it', () => {
  test('the booking, its status, the refund if cancelled now with the policy, the waiver still missing and the actions', () => {
    const { html } = render(VIEW);
    expect(h1Of(html)).toEqual(['Manage Your Trip']);
    expect(html).toMatch(/Booking reference<\/dt><dd[^>]*>K7M2QX<\/dd>/);
    expect(html).toContain('Half-Day Adventure');
    expect(html).toContain('Thursday, December 3, 2026');
    expect(html).toContain('Morning (6:00-10:00 AM)');
    expect(html).toContain('2 people');
    expect(html).toContain('Mara Angler');
    expect(html).toMatch(/<span class="badge badge--confirmed"><span class="visually-hidden">Status: <\/span>Confirmed<\/span>/);
    expect(html).toContain('If you cancel now, you get $249.00 back (50% of what you paid).');
    expect(html).toContain(VIEW.cancellation.policy);
    expect(html).toContain('1 of 2 signed: 1 person still needs to');
    expect(html).toMatch(/<a href="\/liability-waiver\?booking=b-1"[^>]*>Sign the waiver<\/a>/);
    expect(html).toMatch(/<button type="button" class="btn btn--outline-danger">Cancel booking<\/button>/);
  });

  test("an action not allowed gives the reason and the guide's phone instead of its button", () => {
    const { html } = render(VIEW);
    expect(html).not.toMatch(/>Reschedule<\/button>/);
    expect(html).toContain('Trips can be moved online until 48 hours before they start.');
    expect(html).toContain('<a href="tel:+17805550142" class="manage-phone">(780) 555-0142</a>');
  });

  test('kept out of search engines, no Referer leaves it, and no token in its head', () => {
    const { head } = render(VIEW);
    expect(head).toContain('<meta name="robots" content="noindex" data-page-head />');
    expect(head).toContain('<meta name="referrer" content="no-referrer" data-page-head />');
    expect(head).not.toContain(TOKEN);
    expect(head).not.toContain('rel="canonical"');
  });

  test("a wrong token: 'This link is not valid' with the phone, answered as a 404", () => {
    const { html, head } = render(null);
    expect(h1Of(html)).toEqual(['This link is not valid']);
    expect(html).toMatch(/<a href="tel:[^"]+" class="manage-phone">/);
    expect(head).toContain('<title>Link Not Valid');
    expect(head).toContain('name="robots" content="noindex"');
  });

  test('a cancelled booking: no actions, the refund made and the way to book again', () => {
    const { html } = render({
      ...VIEW,
      booking: { ...VIEW.booking, status: 'cancelled', refundedCents: 49800 },
      cancellation: { ...VIEW.cancellation, allowed: false, reason: 'This booking is already cancelled.' },
    });
    expect(html).toContain('This booking is cancelled');
    expect(html).toContain('$498.00');
    expect(html).not.toContain('Cancel booking</button>');
    expect(html).toMatch(/<a[^>]*href="\/book"[^>]*>Book another trip<\/a>/);
  });

  test('before its data: a loading status', () => {
    const { html } = render(undefined);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your booking');
  });
});

const PAYMENT: MovePayment = {
  paymentIntentId: 'pi_test_move1',
  clientSecret: 'pi_test_move1_secret_x',
  amountCents: 8400,
  currency: 'CAD',
  holdExpiresAt: '2026-11-20T15:15:00.000Z',
  gateway: 'test',
  date: '2026-12-18',
  time: 'afternoon',
};
const textOf = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');

describe('a dearer date, paid in the payment dialog', () => {
  test("the dialog's lead names the difference (in bold) and the new date and time it buys", () => {
    const html = renderToStaticMarkup(<MovePaymentLead payment={PAYMENT} />);
    expect(html).toContain('<strong>$84.00</strong>');
    expect(textOf(html)).toBe(
      'Difference due today: $84.00 (CAD) to move your trip to Friday, December 18, 2026, Afternoon (1:00-5:00 PM). Your trip moves once it is paid.',
    );
  });

  test("a refused confirmation reads the server's words; one that failed on the way says the card is not charged twice, with the phone", () => {
    const refunded =
      'That time was taken by another booking before your payment arrived, so your trip has not moved. ' +
      'The difference you paid has been refunded in full; refunds take 5 to 7 business days to appear.';
    const refused = renderToStaticMarkup(
      <FailureText failure={{ kind: 'refused', message: refunded, priceDifferenceCents: null }} phone="(780) 555-0142" />,
    );
    expect(textOf(refused)).toBe(`${refunded} Please call (780) 555-0142.`);
    const unconfirmed = renderToStaticMarkup(
      <FailureText failure={{ kind: 'unconfirmed', message: MANAGE_MESSAGES.moveUnconfirmed, payment: PAYMENT }} phone="(780) 555-0142" />,
    );
    expect(textOf(unconfirmed)).toBe(`${MANAGE_MESSAGES.moveUnconfirmed} If it still does not work, please call (780) 555-0142.`);
    expect(unconfirmed).toContain('<a href="tel:+17805550142" class="manage-phone">(780) 555-0142</a>');
  });
});
