import { describe, expect, test } from '@jest/globals';
import { cvcProblem, expiryProblem, judgeTestCard, passesLuhn, TEST_CARD_MESSAGES, TEST_CARDS, TestCardJudgement } from './test-card-rules';

const now = new Date('2026-11-22T18:00:00Z');
const good = { cardNumber: TEST_CARDS.success, expiry: '12/30', cvc: '123' };
const declined = { outcome: 'declined', message: 'Your card was declined.' } as const;
const invalidNumber = { outcome: 'invalid', problems: { cardNumber: 'Your card number is invalid.' } } as const;

describe('test card rules', () => {
  test('the messages are the texts the payment dialog shows', () => {
    expect(TEST_CARD_MESSAGES).toEqual({
      cardNumber: 'Your card number is invalid.',
      expiry: "Your card's expiration date is invalid.",
      expired: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is invalid.",
      declined: 'Your card was declined.',
    });
    expect(TEST_CARDS).toEqual({ success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' });
  });

  test.each<[string, string, TestCardJudgement]>([
    ['the success card', '4242424242424242', { outcome: 'approved' }],
    ['the success card in groups of four', '4242 4242 4242 4242', { outcome: 'approved' }],
    ['the success card with dashes and stray spaces', ' 4242-4242-4242-4242 ', { outcome: 'approved' }],
    ['the declined card', '4000000000000002', declined],
    ['the declined card as shown in the hint', TEST_CARDS.declined, declined],
    ['another Luhn-valid Visa', '4111 1111 1111 1111', declined],
    ['a 15-digit Amex', '378282246310005', declined],
    ['a 13-digit Visa (shortest length)', '4222222222222', declined],
    ['a 19-digit number (longest length)', '4242424242424242428', declined],
    ['the success card with one digit wrong', '4242424242424241', invalidNumber],
    ['12 digits, Luhn-valid', '424242424242', invalidNumber],
    ['20 digits, Luhn-valid', '42424242424242424242', invalidNumber],
    ['a letter among the digits', '4242 4242 4242 424a', invalidNumber],
    ['nothing', '', invalidNumber],
    ['only spaces', '    ', invalidNumber],
  ])('%s (%p)', (_case, cardNumber, expected) => {
    expect(judgeTestCard({ ...good, cardNumber }, now)).toEqual(expected);
  });

  test.each([
    ['12/30', null],
    ['12 / 30', null],
    ['12/2030', null],
    [' 1/27 ', null],
    // Good through the last day of the month, to the last millisecond in UTC.
    ['11/26', null],
    ['10/26', TEST_CARD_MESSAGES.expired],
    ['12/25', TEST_CARD_MESSAGES.expired],
    ['11/2025', TEST_CARD_MESSAGES.expired],
    ['13/30', TEST_CARD_MESSAGES.expiry],
    ['00/30', TEST_CARD_MESSAGES.expiry],
    ['1230', TEST_CARD_MESSAGES.expiry],
    ['12/3', TEST_CARD_MESSAGES.expiry],
    ['12/203', TEST_CARD_MESSAGES.expiry],
    ['12-30', TEST_CARD_MESSAGES.expiry],
    ['ab/cd', TEST_CARD_MESSAGES.expiry],
    ['', TEST_CARD_MESSAGES.expiry],
  ])('expiry %p: %p', (expiry, problem) => {
    expect(expiryProblem(expiry, now)).toBe(problem);
  });

  test('the month of expiry ends at midnight UTC after its last day', () => {
    expect(expiryProblem('11/26', new Date('2026-11-30T23:59:59.999Z'))).toBeNull();
    expect(expiryProblem('11/26', new Date('2026-12-01T00:00:00.000Z'))).toBe(TEST_CARD_MESSAGES.expired);
    expect(expiryProblem('12/26', new Date('2026-12-31T23:59:59.999Z'))).toBeNull();
    expect(expiryProblem('12/26', new Date('2027-01-01T00:00:00.000Z'))).toBe(TEST_CARD_MESSAGES.expired);
  });

  test.each([
    ['123', null],
    ['1234', null],
    [' 123 ', null],
    ['12', TEST_CARD_MESSAGES.cvc],
    ['12345', TEST_CARD_MESSAGES.cvc],
    ['12a', TEST_CARD_MESSAGES.cvc],
    ['', TEST_CARD_MESSAGES.cvc],
  ])('cvc %p: %p', (cvc, problem) => {
    expect(cvcProblem(cvc)).toBe(problem);
  });

  test('every wrong field is reported at once, and a malformed entry is never judged as declined', () => {
    expect(judgeTestCard({ cardNumber: '1234', expiry: '13/30', cvc: '1' }, now)).toEqual({
      outcome: 'invalid',
      problems: { cardNumber: TEST_CARD_MESSAGES.cardNumber, expiry: TEST_CARD_MESSAGES.expiry, cvc: TEST_CARD_MESSAGES.cvc },
    });
    expect(judgeTestCard({ cardNumber: TEST_CARDS.declined, expiry: '10/26', cvc: '123' }, now)).toEqual({
      outcome: 'invalid',
      problems: { expiry: TEST_CARD_MESSAGES.expired },
    });
    expect(judgeTestCard({ ...good, cvc: '99' }, now)).toEqual({ outcome: 'invalid', problems: { cvc: TEST_CARD_MESSAGES.cvc } });
  });

  test.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['79927398713', true],
    ['79927398710', false],
    ['4242424242424243', false],
  ])('Luhn check of %s: %p', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });
});
