import { describe, expect, test } from '@jest/globals';
import { PACKAGE_MESSAGES } from '../../../../domain/catalogue/package-rules';
import type { Package } from './catalogue-api';
import { checkPackageForm, EMPTY_PACKAGE_FORM, packageFormOf, pricePerPerson } from './package-form';

const filled = { name: ' Full-Day Adventure ', price: '399', duration: '8 hours', description: 'All day.', features: 'Lunch\n\n  Rods  \n', featured: true };

describe('package form', () => {
  test('an empty form names every required field with the server’s messages', () => {
    expect(checkPackageForm(EMPTY_PACKAGE_FORM).errors).toEqual({
      name: PACKAGE_MESSAGES.name,
      price: PACKAGE_MESSAGES.price,
      duration: PACKAGE_MESSAGES.duration,
      description: PACKAGE_MESSAGES.description,
      features: PACKAGE_MESSAGES.features,
    });
  });

  test('a filled form gives the body: trimmed, price a number, blank feature lines dropped', () => {
    expect(checkPackageForm(filled)).toEqual({
      body: { name: 'Full-Day Adventure', price: 399, duration: '8 hours', description: 'All day.', features: ['Lunch', 'Rods'], featured: true },
    });
  });

  test.each(['0', '12.50', '1e3', '-5', 'abc', '100001'])('price %p is refused', (price) => {
    expect(checkPackageForm({ ...filled, price }).errors).toEqual({ price: PACKAGE_MESSAGES.price });
  });

  test('features of blank lines only count as none', () => {
    expect(checkPackageForm({ ...filled, features: ' \n\n ' }).errors).toEqual({ features: PACKAGE_MESSAGES.features });
  });

  test('editing starts from the package, features one per line', () => {
    const pkg = { id: 3, name: 'Trophy Hunter', price: 599, duration: '8 hours', description: 'Pike.', features: ['A', 'B'], featured: false } as Package;
    expect(packageFormOf(pkg)).toEqual({ name: 'Trophy Hunter', price: '599', duration: '8 hours', description: 'Pike.', features: 'A\nB', featured: false });
    expect(checkPackageForm(packageFormOf(pkg)).body?.features).toEqual(['A', 'B']);
  });

  test('price per person in whole Canadian dollars', () => {
    expect(pricePerPerson(399)).toBe('$399 per person');
    expect(pricePerPerson(1250)).toBe('$1,250 per person');
  });
});
