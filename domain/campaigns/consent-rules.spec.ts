import { describe, expect, test } from '@jest/globals';
import {
  consentOf,
  ConsentFacts,
  contactKeyOf,
  impliedConsentUntil,
  MARKETING_CONSENT_LABEL,
  maskedEmail,
  optInNeeded,
  unsubscribeStands,
} from './consent-rules';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-23T15:00:00Z');
const facts = (over: Partial<ConsentFacts> = {}): ConsentFacts => ({
  expressConsentAt: null,
  lastPurchaseAt: null,
  unsubscribedAt: null,
  optInConfirmedAt: null,
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

  test('an unsubscribe wins over express and implied consent, given before it or after it', () => {
    const unsubscribedAt = at('2026-10-01T00:00:00Z');
    for (const given of [
      facts({ expressConsentAt: at('2026-09-01T00:00:00Z'), unsubscribedAt }),
      facts({ lastPurchaseAt: at('2026-09-01T00:00:00Z'), unsubscribedAt }),
      facts({ expressConsentAt: at('2026-09-01T00:00:00Z'), lastPurchaseAt: at('2026-11-01T00:00:00Z'), unsubscribedAt }),
      // A box ticked on a later booking: anybody may type anybody's address into the form.
      facts({ expressConsentAt: at('2026-11-01T00:00:00Z'), lastPurchaseAt: at('2026-11-01T00:00:00Z'), unsubscribedAt }),
      // An opt-in confirmed before the unsubscribe.
      facts({ optInConfirmedAt: at('2026-09-01T00:00:00Z'), unsubscribedAt }),
      facts({ unsubscribedAt }),
    ]) {
      expect(consentOf(given, NOW)).toEqual({ reachable: false, reason: 'unsubscribed' });
      expect(unsubscribeStands(given)).toBe(true);
    }
  });

  test("only the contact's own opt-in, confirmed after the unsubscribe, outweighs it: express consent", () => {
    const given = facts({ unsubscribedAt: at('2026-10-01T00:00:00Z'), optInConfirmedAt: at('2026-11-01T00:00:00Z') });
    expect(unsubscribeStands(given)).toBe(false);
    expect(consentOf(given, NOW)).toEqual({ reachable: true, basis: 'express', until: null });
    // And a later unsubscribe stands again.
    expect(consentOf({ ...given, unsubscribedAt: at('2026-11-02T00:00:00Z') }, NOW)).toEqual({ reachable: false, reason: 'unsubscribed' });
  });

  test('a box ticked after an unsubscribe that stands asks for an opt-in; one before it, or without an unsubscribe, does not', () => {
    const unsubscribedAt = at('2026-10-01T00:00:00Z');
    expect(optInNeeded(facts({ unsubscribedAt }), at('2026-10-02T00:00:00Z'))).toBe(true);
    expect(optInNeeded(facts({ unsubscribedAt }), at('2026-09-30T00:00:00Z'))).toBe(false);
    expect(optInNeeded(facts(), at('2026-10-02T00:00:00Z'))).toBe(false);
    expect(optInNeeded(facts({ unsubscribedAt, optInConfirmedAt: at('2026-10-01T12:00:00Z') }), at('2026-10-02T00:00:00Z'))).toBe(false);
  });

  test('one contact per mailbox, whatever its case; the address shown on the page is partly hidden', () => {
    expect(contactKeyOf('  Casey.Visitor@Example.COM ')).toBe('casey.visitor@example.com');
    expect(maskedEmail('casey@example.com')).toBe('c***@example.com');
    expect(maskedEmail('x@lake.example')).toBe('x***@lake.example');
    expect(maskedEmail('nonsense')).toBe('***');
  });
});
