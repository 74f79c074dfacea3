import { describe, expect, test } from '@jest/globals';
import { ApiError } from '@browser-kit/api/api';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '../../../domain/campaigns/campaign-rules';
import {
  AUDIENCE_QUERY_MAX,
  audiencePath,
  audienceText,
  chosenReachable,
  chosenText,
  consentBasisText,
  consentDetail,
  consentLabel,
  exclusionParts,
  localAudience,
} from './campaign-audience';
import {
  campaignBody,
  campaignFromTemplate,
  EMPTY_CAMPAIGN_FORM,
  emailTemplates,
  firstInvalid,
  recipientsOf,
  SCHEDULED_DATE_INVALID,
  validateCampaign,
  type CampaignForm,
} from './campaign-form';
import {
  CAMPAIGN_FAILED,
  campaignCreatedToast,
  campaignFailures,
  campaignFailureToast,
  deliveryParts,
  reachText,
  recipientsText,
} from './campaign-format';
import { lakeInstantOf, lakeLocalValue, lakeTimeText } from './campaign-lake-time';
import type { MarketingContact, MessageTemplate, OutboxMessage } from './campaign-types';

const NOW = new Date('2026-11-23T15:00:00Z'); // Monday 09:00 on the lake (UTC-6 all year from November 2026)

const form = (overrides: Partial<CampaignForm> = {}): CampaignForm => ({
  ...EMPTY_CAMPAIGN_FORM,
  name: ' Walleye opener ',
  subject: ' The walleye are biting, {name} ',
  content: ' Hi {name},\n\nCome out! ',
  ...overrides,
});

const contact = (overrides: Partial<MarketingContact>): MarketingContact => ({
  email: 'dana@example.com',
  name: 'Dana Whitford',
  reachable: true,
  consent: 'express',
  expressConsentAt: null,
  expressConsentSource: null,
  expressConsentBookingId: null,
  lastPurchaseAt: null,
  impliedConsentUntil: null,
  unsubscribedAt: null,
  firstSeenAt: '2026-11-01T15:00:00.000Z',
  ...overrides,
});

describe("the lake's clock", () => {
  test('a datetime-local value is read on the lake, whatever the zone of the browser', () => {
    // Summer: Mountain Daylight Time, UTC-6; winter 2026 on: UTC-6 all year; winter before it: UTC-7.
    expect(lakeInstantOf('2026-07-15T09:00')?.toISOString()).toBe('2026-07-15T15:00:00.000Z');
    expect(lakeInstantOf('2026-12-01T09:00')?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(lakeInstantOf('2026-01-15T09:00')?.toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(lakeInstantOf('2026-12-01T09:00:30')?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  test('anything else is no time', () => {
    for (const value of ['', 'tomorrow', '2026-02-30T09:00', '2026-12-01T24:00', '2026-12-01 09:00', '2026-12-01']) {
      expect([value, lakeInstantOf(value)]).toEqual([value, null]);
    }
  });

  test('an instant as a datetime-local value on the lake, and back', () => {
    expect(lakeLocalValue(new Date('2026-07-15T15:05:00Z'))).toBe('2026-07-15T09:05');
    expect(lakeLocalValue(new Date('2026-12-02T05:30:00Z'))).toBe('2026-12-01T23:30');
    expect(lakeInstantOf(lakeLocalValue(NOW))?.getTime()).toBe(NOW.getTime());
  });

  test('instants read on the lake', () => {
    expect(lakeTimeText('2026-12-01T15:00:00.000Z')).toMatch(/^Tue, Dec 1, 2026, 9:00\sa\.m\.$/);
    expect(lakeTimeText('not a date')).toBe('not a date');
  });
});

describe('the form', () => {
  test("an empty form gets the server's messages, in form order", () => {
    const errors = validateCampaign({ ...EMPTY_CAMPAIGN_FORM, recipients: 'chosen' }, NOW);
    expect(errors).toEqual({
      name: CAMPAIGN_MESSAGES.name,
      subject: CAMPAIGN_MESSAGES.subject,
      content: CAMPAIGN_MESSAGES.content,
      recipients: CAMPAIGN_MESSAGES.recipients,
    });
    expect(firstInvalid(errors)).toBe('name');
    expect(validateCampaign(form({ name: '   ' }), NOW)).toEqual({ name: CAMPAIGN_MESSAGES.name });
  });

  test('a filled form to an audience, sent now, has no errors', () => {
    expect(validateCampaign(form(), NOW)).toEqual({});
    expect(validateCampaign(form({ recipients: 'past-customers' }), NOW)).toEqual({});
    expect(validateCampaign(form({ recipients: 'chosen', chosen: ['dana@example.com'] }), NOW)).toEqual({});
  });

  test('too long texts', () => {
    expect(validateCampaign(form({ name: 'x'.repeat(CAMPAIGN_LIMITS.nameMax + 1) }), NOW)).toEqual({ name: CAMPAIGN_MESSAGES.nameTooLong });
    expect(validateCampaign(form({ subject: 'x'.repeat(CAMPAIGN_LIMITS.subjectMax + 1) }), NOW)).toEqual({
      subject: CAMPAIGN_MESSAGES.subjectTooLong,
    });
  });

  test('a scheduled time must be in the future on the lake', () => {
    expect(validateCampaign(form({ scheduledAt: '2026-11-23T09:00' }), NOW)).toEqual({ scheduledDate: CAMPAIGN_MESSAGES.scheduledDate });
    expect(validateCampaign(form({ scheduledAt: '2026-11-23T08:59' }), NOW)).toEqual({ scheduledDate: CAMPAIGN_MESSAGES.scheduledDate });
    expect(validateCampaign(form({ scheduledAt: '2026-11-23T09:01' }), NOW)).toEqual({});
    expect(validateCampaign(form({ scheduledAt: 'soon' }), NOW)).toEqual({ scheduledDate: SCHEDULED_DATE_INVALID });
  });

  test('the body: texts trimmed, the recipients, the scheduled time as an instant or left out', () => {
    expect(campaignBody(form())).toEqual({
      name: 'Walleye opener',
      subject: 'The walleye are biting, {name}',
      content: 'Hi {name},\n\nCome out!',
      recipients: 'all-contacts',
    });
    expect(
      campaignBody(form({ recipients: 'chosen', chosen: ['a@example.com', 'b@example.com'], scheduledAt: '2026-12-01T09:00' })),
    ).toMatchObject({
      recipients: ['a@example.com', 'b@example.com'],
      scheduledDate: '2026-12-01T15:00:00.000Z',
    });
    expect(recipientsOf({ recipients: 'past-customers', chosen: ['a@example.com'] })).toBe('past-customers');
  });

  test("a template's {business} and {phone} are written out, {name} is left for each contact; a part with nothing to say goes", () => {
    const template: Pick<MessageTemplate, 'subject' | 'body'> = {
      subject: '20% off your next trip with {business}',
      body: '[Hi {name},]\n\nCall or text {phone}.[ Ask for {guide}.]\n\n{business}',
    };
    expect(campaignFromTemplate(template, { name: 'Wabamun Lake Fishing Tours', phone: '(780) 555-0142' })).toEqual({
      subject: '20% off your next trip with Wabamun Lake Fishing Tours',
      content: 'Hi {name},\n\nCall or text (780) 555-0142.\n\nWabamun Lake Fishing Tours',
    });
    const sms = { channel: 'sms', key: 'thankYou' } as MessageTemplate;
    const email = { channel: 'email', key: 'welcome' } as MessageTemplate;
    expect(emailTemplates([sms, email])).toEqual([email]);
    expect(emailTemplates(undefined)).toEqual([]);
  });
});

describe('the audience', () => {
  test('the preview address: an audience name, or the addresses joined; none without a choice or when too long', () => {
    expect(audiencePath('all-contacts')).toBe('/api/email-campaigns/audience?recipients=all-contacts');
    expect(audiencePath(['a@example.com', 'b+x@example.com'])).toBe(
      '/api/email-campaigns/audience?recipients=a%40example.com%2Cb%2Bx%40example.com',
    );
    expect(audiencePath([])).toBeNull();
    const many = Array.from({ length: 200 }, (_, i) => `someone-${i}@example.com`);
    expect(audiencePath(many)).toBeNull();
    expect(`/api/email-campaigns/audience?recipients=${encodeURIComponent(many.join(','))}`.length).toBeGreaterThan(AUDIENCE_QUERY_MAX);
  });

  test('a long list is counted from the contacts, each mailbox once, as the server counts it', () => {
    const contacts = [
      contact({ email: 'Tia@Example.com', consent: 'express' }),
      contact({ email: 'recent@example.com', consent: 'implied' }),
      contact({ email: 'old@example.com', consent: 'consentExpired', reachable: false }),
      contact({ email: 'gone@example.com', consent: 'unsubscribed', reachable: false }),
    ];
    expect(
      localAudience(
        ['tia@example.com', 'TIA@example.com ', 'recent@example.com', 'old@example.com', 'gone@example.com', 'nobody@example.com'],
        contacts,
      ),
    ).toEqual({
      selected: 5,
      reachable: 2,
      byConsent: { express: 1, implied: 1 },
      excluded: { noConsent: 0, consentExpired: 1, unsubscribed: 1, unknown: 1 },
    });
  });

  test('the preview in words: how many of how many, and why the others are left out', () => {
    expect(audienceText({ selected: 6, reachable: 2, excluded: { noConsent: 1, consentExpired: 1, unsubscribed: 1, unknown: 1 } })).toBe(
      'Will reach 2 of 6: 1 no consent, 1 consent expired (over two years since their last trip), 1 unsubscribed, 1 unknown address',
    );
    expect(audienceText({ selected: 3, reachable: 3, excluded: { noConsent: 0, consentExpired: 0, unsubscribed: 0, unknown: 0 } })).toBe(
      'Will reach 3 of 3',
    );
    expect(audienceText({ selected: 0, reachable: 0, excluded: { noConsent: 0, consentExpired: 0, unsubscribed: 0, unknown: 0 } })).toBe(
      'Will reach nobody: there are no contacts yet.',
    );
    expect(exclusionParts({ noConsent: 0, consentExpired: 0, unsubscribed: 2, unknown: 3 })).toEqual([
      '2 unsubscribed',
      '3 unknown addresses',
    ]);
    expect(consentBasisText({ express: 1, implied: 2 })).toBe(
      '1 with express consent (they ticked the box), 2 with implied consent (a trip in the last two years)',
    );
    expect(consentBasisText({ express: 0, implied: 0 })).toBe('');
  });
});

describe('a contact', () => {
  test('the basis of their consent, or why they are left out', () => {
    expect(consentLabel('consentExpired')).toBe('Consent expired');
    expect(
      consentDetail(contact({ consent: 'express', expressConsentSource: 'booking-form', expressConsentAt: '2026-11-23T15:00:00.000Z' })),
    ).toBe('Ticked the box on a paid booking, Nov 23, 2026');
    expect(consentDetail(contact({ consent: 'express', expressConsentSource: 'phone-booking', expressConsentAt: null }))).toBe(
      'Said yes on the phone (phone booking)',
    );
    expect(
      consentDetail(contact({ consent: 'express', expressConsentSource: 'email-opt-in', expressConsentAt: '2026-11-24T15:00:00.000Z' })),
    ).toBe('Confirmed by the link emailed after unsubscribing, Nov 24, 2026');
    expect(
      consentDetail(
        contact({ consent: 'implied', lastPurchaseAt: '2026-11-23T15:00:00.000Z', impliedConsentUntil: '2028-11-23T15:00:00.000Z' }),
      ),
    ).toBe('Bought a trip on Nov 23, 2026: may be emailed until Nov 23, 2028');
    expect(consentDetail(contact({ consent: 'noConsent', reachable: false }))).toBe('Never ticked the box and never bought a trip');
    expect(consentDetail(contact({ consent: 'consentExpired', reachable: false, lastPurchaseAt: '2024-03-04T16:00:00.000Z' }))).toBe(
      'Last trip bought on Mar 4, 2024, over two years ago',
    );
    expect(consentDetail(contact({ consent: 'unsubscribed', reachable: false, unsubscribedAt: '2026-11-24T15:00:00.000Z' }))).toBe(
      'Unsubscribed on Nov 24, 2026',
    );
  });

  test('only contacts who may be emailed stay chosen', () => {
    const contacts = [contact({ email: 'a@example.com' }), contact({ email: 'b@example.com', reachable: false, consent: 'unsubscribed' })];
    expect(chosenReachable(['a@example.com', 'b@example.com', 'c@example.com'], contacts)).toEqual(['a@example.com']);
    expect(chosenText(1, 2)).toBe('1 of 2 contacts who may be emailed chosen');
    expect(chosenText(0, 1)).toBe('0 of 1 contact who may be emailed chosen');
  });
});

describe('a campaign', () => {
  const none = { noConsent: 0, consentExpired: 0, unsubscribed: 0, unknown: 0 };

  test('whom it was for, and whom it reached or would reach', () => {
    expect(recipientsText('all-contacts')).toBe('All contacts who may be emailed');
    expect(recipientsText('past-customers')).toBe('Past customers');
    expect(recipientsText(['a@example.com'])).toBe('1 chosen contact');
    expect(reachText({ status: 'sent', reached: 4, excluded: { ...none, noConsent: 1, unsubscribed: 1 } })).toBe(
      'Reached 4 of 6; left out: 1 no consent, 1 unsubscribed',
    );
    expect(reachText({ status: 'scheduled', reached: 2, excluded: none })).toBe('Would reach 2 of 2 now');
    expect(reachText({ status: 'cancelled', reached: null, excluded: null })).toBeNull();
  });

  test('what the outbox made of its emails, failures marked', () => {
    expect(deliveryParts({ pending: 1, sent: 3, recorded: 0, failed: 2, cancelled: 1 })).toEqual([
      { text: '3 sent', problem: false },
      { text: '1 waiting to be sent', problem: false },
      { text: '2 failed', problem: true },
      { text: '1 withdrawn (the contact unsubscribed)', problem: false },
    ]);
    expect(deliveryParts({ pending: 0, sent: 0, recorded: 0, failed: 0, cancelled: 0 })).toEqual([]);
  });

  test("its failed emails and their reasons, from the outbox's failures", () => {
    const row = (dedupeKey: string, status: OutboxMessage['status'], lastError: string | null) =>
      ({ dedupeKey, status, lastError, recipient: dedupeKey.split(':')[2] }) as OutboxMessage;
    const outbox = [
      row('campaign:3:a@example.com', 'failed', '550 Mailbox unavailable'),
      row('campaign:3:b@example.com', 'sent', null),
      row('campaign:31:c@example.com', 'failed', 'Refused'),
      row('campaign:3:d@example.com', 'failed', null),
    ];
    expect(campaignFailures(outbox, 3)).toEqual([
      { recipient: 'a@example.com', reason: '550 Mailbox unavailable' },
      { recipient: 'd@example.com', reason: 'No reason was recorded' },
    ]);
    expect(campaignFailures(undefined, 3)).toEqual([]);
  });

  test('the toasts: sent or scheduled with the counts; a failure with the server message or the fixed text', () => {
    expect(campaignCreatedToast({ status: 'sending', reached: 2, excluded: { ...none, noConsent: 1 }, scheduledFor: null })).toEqual({
      title: 'Campaign sent',
      description: 'To 2 contacts; 1 left out: 1 no consent',
    });
    expect(campaignCreatedToast({ status: 'sent', reached: 1, excluded: none, scheduledFor: null })).toEqual({
      title: 'Campaign sent',
      description: 'To 1 contact',
    });
    const scheduled = campaignCreatedToast({ status: 'scheduled', reached: 3, excluded: none, scheduledFor: '2026-12-01T15:00:00.000Z' });
    expect(scheduled.title).toBe('Campaign scheduled');
    expect(scheduled.description).toMatch(/^For Tue, Dec 1, 2026, 9:00\sa\.m\.: it would reach 3 contacts now$/);

    const refused = new ApiError(400, JSON.stringify({ message: CAMPAIGN_MESSAGES.scheduledDate }), 'Bad Request');
    expect(campaignFailureToast(CAMPAIGN_FAILED, refused)).toEqual({
      title: 'Error',
      description: CAMPAIGN_MESSAGES.scheduledDate,
      variant: 'destructive',
    });
    expect(campaignFailureToast(CAMPAIGN_FAILED, new TypeError('Failed to fetch'))).toMatchObject({ description: CAMPAIGN_FAILED });
  });
});
