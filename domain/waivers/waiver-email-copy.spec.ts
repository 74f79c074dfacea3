import { describe, expect, test } from '@jest/globals';
import { emailCopyFor } from './waiver-email-copy';

describe('which email a signature sends', () => {
  test("the copy itself only to the booking's own address, whatever its case and spaces", () => {
    expect(emailCopyFor(' Morgan@Example.com', 'morgan@example.com ')).toBe('copy');
  });

  test('a link to any other address, and to every address of a waiver without a booking', () => {
    expect(emailCopyFor('guest@example.com', 'morgan@example.com')).toBe('link');
    expect(emailCopyFor('morgan@example.com', null)).toBe('link');
  });
});
