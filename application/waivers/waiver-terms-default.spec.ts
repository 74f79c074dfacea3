import { describe, expect, test } from '@jest/globals';
import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { normalizeWaiverTerms, validateWaiverTerms } from '../../domain/waivers/waiver-terms-rules';
import { DEFAULT_WAIVER_TERMS } from './waiver-terms-default';

describe('the starting waiver terms', () => {
  const paragraphs = DEFAULT_WAIVER_TERMS.split('\n\n');

  test('are valid terms: plain text paragraphs, no markup, within the limit', () => {
    expect(validateWaiverTerms(DEFAULT_WAIVER_TERMS)).toBeNull();
    expect(normalizeWaiverTerms(DEFAULT_WAIVER_TERMS)).toBe(DEFAULT_WAIVER_TERMS);
    expect(DEFAULT_WAIVER_TERMS).not.toMatch(/<[a-z/!]/i);
    expect(DEFAULT_WAIVER_TERMS).not.toMatch(/\n{3,}|\r/);
    expect(paragraphs.every((p) => p.trim() === p && p.length > 0)).toBe(true);
    expect(DEFAULT_WAIVER_TERMS).toContain(`${SITE_DEFAULTS.name}`);
    expect(DEFAULT_WAIVER_TERMS).toContain('Wabamun Lake, Alberta');
  });

  test('cover the risks, the rules, licences, fitness and PFDs, the release, photos and minors', () => {
    const headings = paragraphs.filter((p) => /^\d+\. /.test(p));
    expect(headings).toEqual([
      '1. Assumption of risks',
      "2. Rules and the guide's instructions",
      '3. Fishing licences and regulations',
      '4. Medical fitness and lifejackets',
      '5. Release and waiver of claims (adults)',
      '6. Photographs (optional)',
      '7. For participants under 18',
      '8. General',
    ]);
    for (const word of ['cold water', 'weather', 'hooks', 'boat', 'teeth', 'licence', 'lifejacket', 'negligence', 'photo']) {
      expect([word, DEFAULT_WAIVER_TERMS.toLowerCase().includes(word)]).toEqual([word, true]);
    }
  });

  test("the minors' section acknowledges the risks and the rules and says it does not release the child's claims", () => {
    const minors = DEFAULT_WAIVER_TERMS.slice(
      DEFAULT_WAIVER_TERMS.indexOf('7. For participants under 18'),
      DEFAULT_WAIVER_TERMS.indexOf('8. General'),
    );
    expect(minors).toMatch(/parent or legal guardian/);
    expect(minors).toMatch(/acknowledges those risks on the child's behalf/);
    expect(minors).toMatch(/follow the rules/);
    expect(minors).toMatch(/In Alberta a parent or guardian generally cannot waive a child's own legal claims/);
    expect(minors).toMatch(/not a release of the child's claims/);
  });
});
