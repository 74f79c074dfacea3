import { describe, expect, test } from '@jest/globals';
import { isValidPrice, PACKAGE_MESSAGES, parseFeatures } from './package-rules';

describe('package rules', () => {
  test('features are one per line, trimmed, with blank lines dropped', () => {
    expect(parseFeatures('  Rods included \n\n\r\nShore lunch\n   \nPhotos')).toEqual(['Rods included', 'Shore lunch', 'Photos']);
    expect(parseFeatures(['Rods', '', '  ', 'Lunch\nPhotos'])).toEqual(['Rods', 'Lunch', 'Photos']);
  });

  test.each([
    [249, true],
    [1, true],
    [0, false],
    [-5, false],
    [249.5, false],
    [1_000_000, false],
  ])('price %p is valid: %p', (price, valid) => {
    expect(isValidPrice(price)).toBe(valid);
  });

  test('the in-use message counts the bookings', () => {
    expect(PACKAGE_MESSAGES.inUse(1)).toBe('This package has 1 upcoming booking. Move or cancel it before deleting the package.');
    expect(PACKAGE_MESSAGES.inUse(3)).toMatch(/^This package has 3 upcoming bookings\. Move or cancel them/);
  });
});
