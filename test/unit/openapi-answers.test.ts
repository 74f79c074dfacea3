import { describe, expect, test } from '@jest/globals';
import { answerChecker } from '../support/openapi-answers';
import document from '../../docs/api/openapi.json';

/** The checker the API suites run on every answer (test/support/test-app.ts), on the committed document. */
const check = answerChecker(document as unknown as Parameters<typeof answerChecker>[0]);
const json = 'application/json; charset=utf-8';
const quote = {
  pricePerPersonCents: 25000,
  adultPriceCents: 25000,
  childPriceCents: 25000,
  people: 2,
  kidsCount: 0,
  baseCents: 50000,
  weekdayDiscountCents: 0,
  familySavingsCents: 0,
  referralCreditCents: 0,
  accountCreditCents: 0,
  totalCents: 50000,
  weekdayDiscountApplies: false,
  currency: 'CAD',
  package: 'Half-day',
  packageId: 2,
  date: '2026-12-03',
  referralCode: null,
};
const quoteAnswer = (body: unknown, status = 200) => ({ method: 'POST', path: '/api/quote', status, contentType: json, body });

describe('checking an answer against the OpenAPI document', () => {
  test('a conforming answer passes, `null` included where a referenced schema may be null', () => {
    expect(check(quoteAnswer(quote))).toBeUndefined();
    expect(check(quoteAnswer({ ...quote, referralCode: { code: 'FRIEND-42', applied: true } }))).toBeUndefined();
  });

  test('a body of the wrong shape fails, naming the field', () => {
    expect(check(quoteAnswer({ ...quote, totalCents: 'fifty' }))).toMatch(
      /POST \/api\/quote answered 200 with a body its schema refuses:[\s\S]*\/totalCents/,
    );
    expect(check(quoteAnswer({ ...quote, referralCode: 'FRIEND-42' }))).toMatch(/\/referralCode/);
    const { totalCents: _missing, ...withoutTotal } = quote;
    expect(check(quoteAnswer(withoutTotal))).toMatch(/totalCents/);
  });

  test('a status the operation does not declare fails', () => {
    expect(check(quoteAnswer({ message: 'Gone' }, 410))).toMatch(/answered 410, a status the OpenAPI document does not declare/);
  });

  test('an error answer must have the error body', () => {
    expect(check(quoteAnswer({ message: 'Too many requests.', requestId: 'x' }, 429))).toBeUndefined();
    expect(check(quoteAnswer({ error: 'Too many requests.' }, 429))).toMatch(/answered 429 with a body its schema refuses/);
  });

  test('path parameters and literal segments are told apart, and addresses outside the document are left alone', () => {
    const booking = { method: 'GET', path: '/api/bookings/not-a-row?asOf=2', status: 200, contentType: json, body: { rows: 1 } };
    expect(check(booking)).toMatch(/GET \/api\/bookings\/\{id\} answered 200/);
    expect(check({ method: 'GET', path: '/about', status: 200, contentType: 'text/html', body: undefined })).toBeUndefined();
    expect(check({ method: 'GET', path: '/api/nothing-here', status: 404, contentType: json, body: { message: 'x' } })).toBeUndefined();
  });
});
