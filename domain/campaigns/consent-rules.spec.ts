import { describe, expect, test } from '@jest/globals';
import {
  consentOf,
  ConsentFacts,
  contactKeyOf,
  impliedConsentUntil,
  MARKETING_CONSENT_LABEL,
  maskedEmail,
  unsubscribeStands,
} from './consent-rules';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-23T15:00:00Z');
const facts = (over: Partial<ConsentFacts> = {}): ConsentFacts => ({
  expressConsentAt: null,
  lastPurchaseAt: null,
  unsubscribedAt: null,
  ...over,
});

describe('consent to marketing email (CASL)', () => {
  test('the box names the business and the way out', () => {
    expect(MARKETING_CONSENT_LABEL).toBe('Email me fishing reports and offers from Wabamun Lake Fishing Tours. Unsubscribe at any time.');
  });

  test('express consent has no end date', () => {
    expect(consentOf(facts({ expressConsentAt: at('2015-05-01T12:00:00Z') }), NOW)).toEqual({
      reachable: true,
      basis: 'express',
      until: null,
    });
  });

  test('a purchase gives implied consent for two years, to the minute, and not a minute more', () => {
    const purchase = at('2024-11-23T15:00:00Z');
    expect(impliedConsentUntil(purchase)).toEqual(at('2026-11-23T15:00:00Z'));
    expect(consentOf(facts({ lastPurchaseAt: purchase }), at('2026-11-23T14:59:59Z'))).toEqual({
      reachable: true,
      basis: 'implied',
      until: at('2026-11-23T15:00:00Z'),
    });
    expect(consentOf(facts({ lastPurchaseAt: purchase }), NOW)).toEqual({ reachable: false, reason: 'consentExpired' });
    // A purchase on 29 February runs to 1 March two years on.
    expect(impliedConsentUntil(at('2024-02-29T18:00:00Z'))).toEqual(at('2026-03-01T18:00:00Z'));
  });

  test('express consent outlasts an expired purchase; a recent purchase needs no box', () => {
    expect(
      consentOf(facts({ lastPurchaseAt: at('2020-06-01T00:00:00Z'), expressConsentAt: at('2020-05-01T00:00:00Z') }), NOW),
    ).toMatchObject({
      reachable: true,
      basis: 'express',
    });
    expect(consentOf(facts({ lastPurchaseAt: at('2026-06-01T00:00:00Z') }), NOW)).toMatchObject({ reachable: true, basis: 'implied' });
  });

  test('without a box or a purchase (an abandoned checkout) there is no consent', () => {
    expect(consentOf(facts(), NOW)).toEqual({ reachable: false, reason: 'noConsent' });
  });

  test('an unsubscribe wins over express and implied consent given before it, and over purchases after it', () => {
    const unsubscribedAt = at('2026-10-01T00:00:00Z');
    for (const given of [
      facts({ expressConsentAt: at('2026-09-01T00:00:00Z'), unsubscribedAt }),
      facts({ lastPurchaseAt: at('2026-09-01T00:00:00Z'), unsubscribedAt }),
      facts({ expressConsentAt: at('2026-09-01T00:00:00Z'), lastPurchaseAt: at('2026-11-01T00:00:00Z'), unsubscribedAt }),
      facts({ unsubscribedAt }),
    ]) {
      expect(consentOf(given, NOW)).toEqual({ reachable: false, reason: 'unsubscribed' });
      expect(unsubscribeStands(given)).toBe(true);
    }
  });

  test('only a box ticked again after the unsubscribe (new express consent) outweighs it', () => {
    const given = facts({ unsubscribedAt: at('2026-10-01T00:00:00Z'), expressConsentAt: at('2026-11-01T00:00:00Z') });
    expect(unsubscribeStands(given)).toBe(false);
    expect(consentOf(given, NOW)).toMatchObject({ reachable: true, basis: 'express' });
  });

  test('one contact per mailbox, whatever its case; the address shown on the page is partly hidden', () => {
    expect(contactKeyOf('  Casey.Visitor@Example.COM ')).toBe('casey.visitor@example.com');
    expect(maskedEmail('casey@example.com')).toBe('c***@example.com');
    expect(maskedEmail('x@lake.example')).toBe('x***@lake.example');
    expect(maskedEmail('nonsense')).toBe('***');
  });
});
