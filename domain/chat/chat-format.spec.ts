import { describe, expect, test } from '@jest/globals';
import { firstNameOf, formatChatDate, formatMoney, listInWords } from './chat-format';

describe('chat formats', () => {
  test('money in CAD cents', () => {
    expect(formatMoney(24_900)).toBe('$249');
    expect(formatMoney(159_600)).toBe('$1,596');
    expect(formatMoney(18_675)).toBe('$186.75');
    expect(formatMoney(0)).toBe('$0');
  });

  test('dates with their weekday, the year only when it is not this one', () => {
    expect(formatChatDate('2026-11-28')).toBe('Saturday, November 28');
    expect(formatChatDate('2027-01-02', 2026)).toBe('Saturday, January 2, 2027');
    expect(formatChatDate('2026-12-05', 2026)).toBe('Saturday, December 5');
    expect(() => formatChatDate('2026-02-30')).toThrow(RangeError);
  });

  test('lists and first names', () => {
    expect(listInWords(['pike', 'walleye', 'perch'])).toBe('pike, walleye and perch');
    expect(listInWords(['pike'])).toBe('pike');
    expect(firstNameOf('  Dale Kowalchuk ')).toBe('Dale');
  });
});
