import { describe, expect, test } from '@jest/globals';
import { HERO_DEFAULTS, SITE_DEFAULTS } from './site-defaults';
import { telHref } from './site-info';

describe('site defaults', () => {
  test('hold the business details', () => {
    expect(SITE_DEFAULTS).toEqual({
      name: 'Wabamun Lake Fishing Tours',
      phone: '(780) 555-0142',
      email: 'bookings@wabamunfishing.ca',
      location: 'Wabamun Lake, Alberta',
    });
  });

  test('hold the hero texts', () => {
    expect(HERO_DEFAULTS.title).toBe('Wabamun Lake Fishing Adventures');
    expect(HERO_DEFAULTS.buttonText).toBe('Book Your Lake Fishing Trip');
    expect(HERO_DEFAULTS.subtitle).toMatch(/pike, walleye and perch/);
    expect(HERO_DEFAULTS.subtitle).toMatch(/included/);
  });
});

describe('telHref', () => {
  test('turns a formatted local number into an international tel: link', () => {
    expect(telHref('(780) 555-0142')).toBe('tel:+17805550142');
    expect(telHref('1-780-555-0142')).toBe('tel:+17805550142');
    expect(telHref('555 0142')).toBe('tel:5550142');
  });
});
