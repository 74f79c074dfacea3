import { describe, expect, test } from '@jest/globals';
import { SLOT_WINDOWS } from '../../domain/availability/slot-windows';
import { smsSegments } from '../../domain/messaging/sms-rules';
import { MESSAGE_TEMPLATES, SAMPLE_VALUES, templateSegments, validateMessageTemplate } from '../../domain/messaging/template-rules';
import { formatCad } from '../../domain/shared/money-text';
import { TripFacts } from './booking-messages';
import { BusinessContact } from './message-format';
import { weatherCancelledEmail, weatherCancelledSms, weatherRebookLink } from './weather-cancellation-messages';
import { DEFAULT_TEMPLATE_TEXTS } from './message-template-defaults';

describe("the customer's weather cancellation messages", () => {
  const trip: TripFacts = {
    bookingId: '3f2b8c1e-5d4a-4e7b-9c60-1a2b3c4d5e6f',
    package: 'Half-Day Adventure',
    date: '2026-11-26',
    time: 'morning',
    name: 'Casey Visitor',
    phone: '(780) 555-0101',
    people: 2,
    kidsCount: 0,
  };
  const business: BusinessContact = {
    name: 'Wabamun Lake Fishing Tours',
    phone: '(780) 555-0142',
    location: 'Wabamun Lake, Alberta',
    website: 'https://wabamunfishing.ca',
  };
  const rebookLink = weatherRebookLink(business.website, trip.package);

  test('the rebook link is the booking form on the site with the same package chosen', () => {
    expect(rebookLink).toBe('https://wabamunfishing.ca/?package=Half-Day+Adventure#book');
    expect(weatherRebookLink('http://localhost:3000/', 'Trophy Hunter')).toBe('http://localhost:3000/?package=Trophy+Hunter#book');
  });

  test('the SMS says why, the refund and the link, in at most two parts', () => {
    const sms = weatherCancelledSms(trip, business, { reason: 'Thunderstorms', refundCents: 41_400, rebookLink });
    expect(sms).toBe(
      'Wabamun Lake Fishing Tours: sorry Casey Visitor, your Half-Day Adventure trip on Thu, Nov 26, ' +
        `${SLOT_WINDOWS.morning.label}, is cancelled because of the weather. Your full refund of $414.00 CAD is on its way (5 to 7 business days). ` +
        `Pick another date: ${rebookLink}`,
    );
    expect(smsSegments(sms).segments).toBeLessThanOrEqual(2);
    // A booking taken by phone paid nothing online: no refund sentence.
    const unpaid = weatherCancelledSms(trip, business, { refundCents: 0, rebookLink });
    expect(unpaid).not.toMatch(/refund/i);
    expect(unpaid.endsWith(rebookLink)).toBe(true);
  });

  test('the admin may edit the template but must keep {rebookLink}; the default fits two parts with the sample booking', () => {
    const template = MESSAGE_TEMPLATES.weatherCancellation;
    expect(template.required).toEqual(['rebookLink']);
    expect(templateSegments(DEFAULT_TEMPLATE_TEXTS.weatherCancellation.body).segments).toBeLessThanOrEqual(2);
    expect(SAMPLE_VALUES.rebookLink).toBe(weatherRebookLink('https://wabamunfishing.ca', SAMPLE_VALUES.package));
    expect(validateMessageTemplate('weatherCancellation', { body: 'Storm, {name}: no trip {date}.' })).toEqual({
      body: 'This template must keep {rebookLink}.',
    });
    const own = weatherCancelledSms(
      trip,
      business,
      { refundCents: 100, rebookLink },
      { template: 'No trip {date}[ ({reason})]. Rebook: {rebookLink}' },
    );
    expect(own).toBe(`No trip Thu, Nov 26. Rebook: ${rebookLink}`);
  });

  test('the email says the weather, the refund amount, the reason and the link', () => {
    const email = weatherCancelledEmail(trip, business, { reason: 'Thunderstorm <warning>', refundCents: 41_400, rebookLink });
    expect(email.subject).toBe('Trip cancelled for the weather: Half-Day Adventure on Thursday, November 26, 2026');
    expect(email.text).toContain('cancelled because of the weather');
    expect(email.text).toContain(`Your full refund of ${formatCad(41_400)} is on its way`);
    expect(email.text).toContain('Reason: Thunderstorm <warning>');
    expect(email.text).toContain(rebookLink);
    expect(email.html).toContain(`<a href="${rebookLink}">`);
    expect(email.html).toContain('Thunderstorm &lt;warning&gt;');
    const unpaid = weatherCancelledEmail(trip, business, { refundCents: 0, rebookLink });
    expect(unpaid.text).toContain('nothing to refund');
    expect(unpaid.text).not.toContain('Reason:');
  });
});
