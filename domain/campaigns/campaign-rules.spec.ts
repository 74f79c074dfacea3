import { describe, expect, test } from '@jest/globals';
import {
  assertScheduledInFuture,
  AudienceContact,
  audienceOf,
  CAMPAIGN_MESSAGES,
  campaignEmailKey,
  CampaignInvalidError,
  normalizeRecipients,
  recipientsProblem,
} from './campaign-rules';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-23T15:00:00Z');

const contact = (email: string, over: Partial<AudienceContact> = {}): AudienceContact => ({
  emailKey: email.toLowerCase(),
  email,
  name: email.split('@')[0]!,
  expressConsentAt: null,
  lastPurchaseAt: null,
  unsubscribedAt: null,
  optInConfirmedAt: null,
  customer: false,
  ...over,
});

const CONTACTS = [
  contact('ticked@example.com', { expressConsentAt: at('2026-01-01T00:00:00Z') }),
  contact('recent@example.com', { lastPurchaseAt: at('2026-06-01T00:00:00Z'), customer: true }),
  contact('old@example.com', { lastPurchaseAt: at('2023-06-01T00:00:00Z'), customer: true }),
  contact('gone@example.com', { lastPurchaseAt: at('2026-06-01T00:00:00Z'), customer: true, unsubscribedAt: at('2026-07-01T00:00:00Z') }),
  contact('abandoned@example.com'),
];

describe('recipients', () => {
  test("'all-contacts', 'past-customers' or a list of addresses; nothing else", () => {
    expect(recipientsProblem('all-contacts')).toBeNull();
    expect(recipientsProblem('past-customers')).toBeNull();
    expect(recipientsProblem(['a@example.com', ' b@example.com '])).toBeNull();
    for (const empty of [undefined, null, '', [], ['', '  ']]) expect(recipientsProblem(empty)).toBe(CAMPAIGN_MESSAGES.recipients);
    expect(recipientsProblem('everyone')).toBe(CAMPAIGN_MESSAGES.recipientsKind);
    expect(recipientsProblem(42)).toBe(CAMPAIGN_MESSAGES.recipientsKind);
    expect(recipientsProblem(['a@example.com', 'not-an-email'])).toBe("Not an email address: 'not-an-email'");
    expect(CAMPAIGN_MESSAGES.recipients).toBe('At least one recipient required');
  });

  test('a list keeps each mailbox once, as first written', () => {
    expect(normalizeRecipients([' A@example.com', 'a@EXAMPLE.com', '', 'b@example.com'])).toEqual(['A@example.com', 'b@example.com']);
    expect(normalizeRecipients('past-customers')).toBe('past-customers');
  });

  test('the scheduled date must be in the future', () => {
    expect(() => assertScheduledInFuture(NOW, NOW)).toThrow(CampaignInvalidError);
    expect(() => assertScheduledInFuture(at('2026-11-23T14:00:00Z'), NOW)).toThrow('Scheduled date must be in the future');
    expect(() => assertScheduledInFuture(at('2026-11-23T15:00:01Z'), NOW)).not.toThrow();
    expect(() => assertScheduledInFuture(null, NOW)).not.toThrow();
  });
});

describe('who a campaign reaches', () => {
  test('every contact: express and implied consent reach, the others are counted by reason', () => {
    const audience = audienceOf('all-contacts', CONTACTS, NOW);
    expect(audience.reachable.map((r) => [r.contact.email, r.basis])).toEqual([
      ['ticked@example.com', 'express'],
      ['recent@example.com', 'implied'],
    ]);
    expect(audience.excluded).toEqual({ noConsent: 1, consentExpired: 1, unsubscribed: 1, unknown: 0 });
    expect(audience.selected).toBe(5);
  });

  test('past customers: only those who bought a trip, then the same consent rules', () => {
    const audience = audienceOf('past-customers', CONTACTS, NOW);
    expect(audience.reachable.map((r) => r.contact.email)).toEqual(['recent@example.com']);
    expect(audience.excluded).toEqual({ noConsent: 0, consentExpired: 1, unsubscribed: 1, unknown: 0 });
  });

  test('a list: addresses matched whatever their case, unknown ones counted, each mailbox once', () => {
    const audience = audienceOf(['TICKED@example.com', 'ticked@example.com', 'stranger@example.com', 'gone@example.com'], CONTACTS, NOW);
    expect(audience.reachable.map((r) => r.contact.email)).toEqual(['ticked@example.com']);
    expect(audience.excluded).toEqual({ noConsent: 0, consentExpired: 0, unsubscribed: 1, unknown: 1 });
    expect(audience.selected).toBe(3);
  });
});

describe('the campaign email', () => {
  test('one email per campaign and mailbox', () => {
    expect(campaignEmailKey(7, 'casey@example.com')).toBe('campaign:7:casey@example.com');
  });
});
