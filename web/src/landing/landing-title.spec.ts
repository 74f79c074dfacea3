import { describe, expect, test } from '@jest/globals';
import { SITE_DEFAULTS } from '@browser-kit/site/site-defaults';
import { landingTitle, TITLE_MAX_LENGTH } from './landing-title';

describe('landingTitle', () => {
  test('names the business and its trips within a search result’s length', () => {
    const title = landingTitle(SITE_DEFAULTS.name);
    expect(title).toBe('Wabamun Lake Fishing Tours | Guided Pike, Walleye & Perch Trips');
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });

  test('a longer name gets a shorter wording, and a name too long for any keeps the name alone', () => {
    const long = 'Original Wabamun Lake Guided Fishing Company';
    expect(landingTitle(long)).toBe(`${long} | Guided Fishing Trips`);
    const longest = 'x'.repeat(80);
    expect(landingTitle(longest)).toBe(longest);
  });
});
