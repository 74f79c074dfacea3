import { describe, expect, test } from '@jest/globals';
import { normalizeWaiverTerms, validateWaiverTerms, WAIVER_TERMS_LIMITS, WAIVER_TERMS_MESSAGES } from './waiver-terms-rules';

describe('waiver terms rules', () => {
  test('the messages are the ones the API and the editor show', () => {
    expect(WAIVER_TERMS_MESSAGES.empty).toBe('The waiver terms cannot be empty');
    expect(WAIVER_TERMS_MESSAGES.tooLong).toBe('The waiver terms must be at most 20000 characters');
    expect(WAIVER_TERMS_MESSAGES.notFound).toBe('Waiver terms version not found');
  });

  test.each([
    ['', WAIVER_TERMS_MESSAGES.empty],
    ['   \r\n\n\t ', WAIVER_TERMS_MESSAGES.empty],
    ['x'.repeat(WAIVER_TERMS_LIMITS.textMax), null],
    ['x'.repeat(WAIVER_TERMS_LIMITS.textMax + 1), WAIVER_TERMS_MESSAGES.tooLong],
    ['Terms\u0000', WAIVER_TERMS_MESSAGES.unstorable],
    ['Terms', null],
  ])('%#: %j -> %p', (text, message) => {
    expect(validateWaiverTerms(text)).toBe(message);
  });

  test('the limit counts the text as stored: CRLF line endings and trailing blanks do not count', () => {
    const lines = 'x'.repeat(99);
    const text = Array.from({ length: 200 }, () => lines).join('\r\n'); // 19,999 characters stored, 20,198 sent
    expect(normalizeWaiverTerms(text)).toHaveLength(19_999);
    expect(validateWaiverTerms(`${text}\r\n   \r\n`)).toBeNull();
  });

  test('normalising turns CRLF into LF and trims the end of the whole text only', () => {
    expect(normalizeWaiverTerms('  Title \r\n\r\n  Indented line  \r\nLast line \r\n\r\n ')).toBe(
      '  Title \n\n  Indented line  \nLast line',
    );
    expect(normalizeWaiverTerms('a\rb')).toBe('a\rb');
    expect(normalizeWaiverTerms('RELEASE OF LIABILITY\n\n1. Assumption of risks\n\nI understand.')).toBe(
      'RELEASE OF LIABILITY\n\n1. Assumption of risks\n\nI understand.',
    );
  });
});
