import { expect } from '@jest/globals';
import { OutboxMessage } from '../../application/messaging/outbox';
import { DispatchCounts, OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { ApiSuite, messagesSettled } from './api-suite';
import { STAND_IN_TWILIO } from './message-stand-ins';
import { pdfText } from './pdf-text';

/* The booking flows whose messages the notification suites follow through the outbox, and what they check them against. */

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-26', // a Thursday
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

export function flows(suite: ApiSuite) {
  const dispatcher = () => suite.app.app.get(OutboxDispatcher);
  return {
    dispatch: async (): Promise<DispatchCounts> => {
      await messagesSettled(suite.app, suite.database);
      return dispatcher().dispatchDue();
    },
    runner: () => suite.app.app.get(PROJECTION_RUNNER) as ProjectionRunner,
    /** A visitor's booking paid with the test gateway's success card. */
    async paidBooking(overrides: Record<string, unknown> = {}): Promise<string> {
      const started = await suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form(overrides) });
      expect(started.status).toBe(201);
      const { paymentIntentId, clientSecret, bookingId } = started.body;
      const paid = await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      });
      expect(paid.status).toBe(200);
      const confirmed = await suite.app.request('POST', '/api/confirm-booking-payment', {
        paymentIntentId,
        clientSecret,
        bookingData: form(overrides),
      });
      expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);
      return bookingId as string;
    },
    /** A booking taken by phone, then confirmed by the admin. */
    async phoneBooking(overrides: Record<string, unknown>): Promise<string> {
      const created = await suite.admin.request('POST', '/api/bookings', form(overrides));
      expect(created.status).toBe(201);
      const confirmed = await suite.admin.request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed' });
      expect(confirmed.status).toBe(200);
      return created.body.id as string;
    },
    async outboxOf(bookingId: string): Promise<OutboxMessage[]> {
      await messagesSettled(suite.app, suite.database);
      const res = await suite.admin.request('GET', '/api/outbox?limit=1000');
      expect(res.status).toBe(200);
      return (res.body as OutboxMessage[]).filter((m) => m.bookingId === bookingId);
    },
    /** The booking's waiver reference, as its confirmation email's waiver link carries it. */
    async waiverReferenceOf(bookingId: string): Promise<string> {
      await messagesSettled(suite.app, suite.database);
      const res = await suite.admin.request('GET', '/api/outbox?limit=1000');
      const email = (res.body as OutboxMessage[]).find(
        (m) => m.bookingId === bookingId && m.kind === 'booking-confirmed' && m.channel === 'email',
      );
      return WAIVER_REFERENCE.exec(email!.body)![1]!;
    },
  };
}

/** The waiver page's link of a confirmation email, and the booking's waiver reference in it. */
const WAIVER_REFERENCE = /\/liability-waiver\?booking=([A-Za-z0-9_-]{22})\n/;

/** A guest's complete waiver answers (an adult). */
export const waiverAnswers = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Birch',
  email: 'jordan@example.com',
  phone: '(780) 555-0131',
  emergencyContactName: 'Alex Birch',
  emergencyContactPhone: '(780) 555-0132',
  medicalConditions: 'Type 1 diabetes; carries glucose tablets',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: false,
  dateOfBirth: '1990-02-03',
  signature: 'Jordan Birch',
  ...overrides,
});

/** What a PDF says, its lines run together (a line breaks wherever the page ends). */
export const pdfWords = async (pdf: Uint8Array) => (await pdfText(pdf)).pages.join(' ').replace(/\s+/g, ' ');

export const GUIDE_PHONE = '(587) 555-0199';
export const SITE = 'https://wabamunfishing.example';
export const TWILIO_FROM = STAND_IN_TWILIO.from;
