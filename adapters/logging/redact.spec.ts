import { describe, expect, test } from '@jest/globals';
import { isSensitiveKey, REDACTED, redactText, redactUrl, redactValue } from './redact';

describe('what never reaches a log line', () => {
  test.each([
    'password',
    'newPassword',
    'clientSecret',
    'client_secret',
    'payment_intent_client_secret',
    'Authorization',
    'cookie',
    'set-cookie',
    'stripe-signature',
    'token',
    'sessionToken',
    'fishing_session',
    '__Host-fishing_session',
    'apiKey',
    'STRIPE_SECRET_KEY',
    'card',
    'cardNumber',
    'cvc',
    'medicalConditions',
    'allergies',
    'medications',
    'healthNotes',
  ])('%s is a sensitive name', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  test.each(['username', 'email', 'status', 'path', 'method', 'requestId', 'date', 'passengers', 'page'])('%s is not', (key) => {
    expect(isSensitiveKey(key)).toBe(false);
  });

  test('secrets known by their shape are masked in free text', () => {
    expect(redactText('confirm pi_3Qx7_secret_Yz9 failed')).toBe(`confirm ${REDACTED} failed`);
    expect(redactText('key sk_live_51Habc and rk_test_9x, hook whsec_abc123')).toBe(`key ${REDACTED} and ${REDACTED}, hook ${REDACTED}`);
    expect(redactText('Authorization: Bearer eyJhbGciOi.x-y_z')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactText('connect postgres://fishing:hunter2@db:5432/app failed')).toBe(
      `connect postgres://fishing:${REDACTED}@db:5432/app failed`,
    );
    expect(redactText('Cookie: fishing_session=abc123; theme=dark')).toBe(`Cookie: fishing_session=${REDACTED}; theme=dark`);
    expect(redactText('Unexpected token in JSON: {"username":"guide","password":"hunter2"}')).toBe(
      `Unexpected token in JSON: {"username":"guide","password":"${REDACTED}"}`,
    );
    expect(redactText('card 4242 4242 4242 4242 declined')).toBe(`card ${REDACTED} declined`);
    expect(redactText('4242-4242-4242-4242, 4242424242424242 or 3782 822463 10005')).toBe(`${REDACTED}, ${REDACTED} or ${REDACTED}`);
    // An all-digit request id is still a request id: a UUID's groups never look like a card's.
    expect(redactText('request 12345678-1234-4123-8123-424242424242')).toBe('request 12345678-1234-4123-8123-424242424242');
    // Not a card number (fails the Luhn check): timestamps and ids stay readable.
    expect(redactText('at 1795515397745 id 1234567890123')).toBe('at 1795515397745 id 1234567890123');
    expect(redactText('GET /api/reviews 200 3 ms')).toBe('GET /api/reviews 200 3 ms');
  });

  test("the token of a waitlist entry's link is masked in its page, its API calls and the booking form's address", () => {
    const token = 'q9XbT2vLk4RmZ7wNc1PdY8';
    expect(redactUrl(`/waitlist/${token}`)).toBe(`/waitlist/${REDACTED}`);
    expect(redactUrl(`/api/waitlist/${token}/leave`)).toBe(`/api/waitlist/${REDACTED}/leave`);
    expect(redactUrl(`/?date=2026-12-03&waitlist=${token}`)).not.toContain(token);
    // The list itself is no secret.
    expect(redactUrl('/api/waitlist?from=2026-12-01')).toBe('/api/waitlist?from=2026-12-01');
  });

  test("the token of a booking's manage link is masked in the page's address and in its API calls", () => {
    const token = 'q9XbT2vLk4RmZ7wNc1PdY8sHf3JgA6uE0oKiW5xVnBt';
    expect(redactUrl(`/manage/${token}`)).toBe(`/manage/${REDACTED}`);
    expect(redactUrl(`/api/manage/${token}`)).toBe(`/api/manage/${REDACTED}`);
    expect(redactUrl(`/api/manage/${token}/cancel`)).toBe(`/api/manage/${REDACTED}/cancel`);
    expect(redactUrl(`/api/manage/${token}/reschedule?x=1`)).toBe(`/api/manage/${REDACTED}/reschedule?x=1`);
    expect(redactText(`Change or cancel: https://wabamunfishing.ca/manage/${token} today`)).toBe(
      `Change or cancel: https://wabamunfishing.ca/manage/${REDACTED} today`,
    );
    expect(redactText(`GET /API/Manage/${token}`)).not.toContain(token);
    // Other paths are left as they are.
    expect(redactUrl('/api/bookings/123/history')).toBe('/api/bookings/123/history');
  });

  test('a phone number or an email address in a path segment or a query value is masked', () => {
    expect(redactUrl('/api/sms-threads/%2B17805550123')).toBe(`/api/sms-threads/${REDACTED}`);
    expect(redactUrl('/api/sms-threads/+17805550123/read')).toBe(`/api/sms-threads/${REDACTED}/read`);
    expect(redactUrl('/api/sms-threads/(780)%20555-0123/reply')).toBe(`/api/sms-threads/${REDACTED}/reply`);
    expect(redactUrl('/api/sms-threads/780.555.0123')).toBe(`/api/sms-threads/${REDACTED}`);
    expect(redactUrl('/api/customers/dana@example.com')).toBe(`/api/customers/${REDACTED}`);
    expect(redactUrl('/api/customers/dana%40example.com/history')).toBe(`/api/customers/${REDACTED}/history`);
    expect(redactUrl('/api/bookings?q=dana%40example.com&status=confirmed')).toBe(`/api/bookings?q=${REDACTED}&status=confirmed`);
    expect(redactUrl('/api/bookings?q=780-555-0123')).toBe(`/api/bookings?q=${REDACTED}`);
    // A page's query string is masked whole (below).
    expect(redactUrl('/admin/sms/inbox?thread=%2B17805550123')).toBe(`/admin/sms/inbox?${REDACTED}`);
    // Dates, ids, UUIDs and the dev server's @-paths are no phone numbers nor addresses.
    expect(redactUrl('/api/sms-threads/12345678-1234-4123-8123-424242424242')).toBe(
      '/api/sms-threads/12345678-1234-4123-8123-424242424242',
    );
    expect(redactUrl('/api/availability?from=2026-06-01&days=14')).toBe('/api/availability?from=2026-06-01&days=14');
    expect(redactUrl('/api/reviews/123456789')).toBe('/api/reviews/123456789');
    expect(redactUrl('/@vite/client')).toBe('/@vite/client');
    expect(redactUrl('/node_modules/.vite/deps/@tanstack_react-query.js?v=1a2b3c4d')).toBe(
      '/node_modules/.vite/deps/@tanstack_react-query.js?v=1a2b3c4d',
    );
  });

  test("an API call's address keeps its path and harmless query values", () => {
    expect(redactUrl('/api/availability?from=2026-06-01&to=2026-06-30')).toBe('/api/availability?from=2026-06-01&to=2026-06-30');
    expect(redactUrl('/api/x?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded')).toBe(
      `/api/x?payment_intent=pi_1&payment_intent_client_secret=${REDACTED}&redirect_status=succeeded`,
    );
    expect(redactUrl('/api/x?q=pi_1_secret_2')).toBe(`/api/x?q=${REDACTED}`);
    expect(redactUrl('/API/x?q=pi_1%5Fsecret%5F2')).toBe(`/API/x?q=${REDACTED}`);
    expect(redactUrl('/api/x?client%5Fsecret=abc&flag')).toBe(`/api/x?client%5Fsecret=${REDACTED}&flag`);
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  test("a page's address keeps its path alone: its query string is what a link or a form put there", () => {
    expect(redactUrl('/liability-waiver?firstName=Dana&email=dana%40example.com&booking=Zm9yZ2Vk')).toBe(`/liability-waiver?${REDACTED}`);
    expect(redactUrl('/book/done?payment_intent=pi_1&redirect_status=succeeded')).toBe(`/book/done?${REDACTED}`);
    expect(redactUrl('/apiary?name=Dana')).toBe(`/apiary?${REDACTED}`);
    expect(redactUrl('/waiver-copy/q9XbT2vLk4RmZ7wNc1PdY8')).toBe(`/waiver-copy/${REDACTED}`);
    // The guide's calendar feed: the token and its .ics go; the admin's own calls about it stay readable.
    expect(redactUrl('/api/calendar/q9XbT2vLk4RmZ7wNc1PdY8q9XbT2vLk4RmZ7wNc1PdY8a.ics')).toBe(`/api/calendar/${REDACTED}`);
    expect(redactUrl('/api/calendar-feed/renewal')).toBe('/api/calendar-feed/renewal');
    expect(redactUrl('/api/waiver-booking/Q2xhc3NpZmllZFJlZmVyZW5j')).toBe(`/api/waiver-booking/${REDACTED}`);
    expect(redactUrl('/liability-waiver')).toBe('/liability-waiver');
    // A file's query is its cache key, which no form writes: kept.
    expect(redactUrl('/assets/index-abc123.js?v=1a2b3c4d')).toBe('/assets/index-abc123.js?v=1a2b3c4d');
  });

  test('objects are copied with sensitive properties masked at any depth; the original is untouched', () => {
    const body = {
      username: 'guide',
      password: 'hunter2',
      waiver: { name: 'Ann', medicalConditions: 'asthma', allergies: ['bees'], emergency: { phone: '555' } },
      payment: { card: { number: '4242424242424242', cvc: '123' }, note: 'see pi_1_secret_2' },
    };
    expect(redactValue(body)).toEqual({
      username: 'guide',
      password: REDACTED,
      waiver: { name: 'Ann', medicalConditions: REDACTED, allergies: REDACTED, emergency: { phone: '555' } },
      payment: { card: REDACTED, note: `see ${REDACTED}` },
    });
    expect(body.password).toBe('hunter2');
  });

  test('errors stay errors of their class, with message, stack and properties redacted', () => {
    class GatewayError extends Error {
      constructor(
        message: string,
        readonly raw: Record<string, unknown>,
      ) {
        super(message);
      }
    }
    const original = new GatewayError('declined for pi_1_secret_2', { payment_intent: { id: 'pi_1', client_secret: 'pi_1_secret_2' } });
    const copy = redactValue(original) as GatewayError;
    expect(copy).toBeInstanceOf(GatewayError);
    expect(copy.message).toBe(`declined for ${REDACTED}`);
    expect(copy.stack).not.toContain('pi_1_secret_2');
    expect(copy.raw).toEqual({ payment_intent: { id: 'pi_1', client_secret: REDACTED } });
    expect(original.message).toContain('pi_1_secret_2');
  });

  test('a circular value is copied once and does not loop', () => {
    const a: Record<string, unknown> = { token: 't' };
    a.self = a;
    const copy = redactValue(a) as Record<string, unknown>;
    expect(copy.token).toBe(REDACTED);
    expect(copy.self).toBe(copy);
  });
});
