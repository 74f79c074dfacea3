import { describe, expect, test } from '@jest/globals';
import { waitlistJoinedEmail, waitlistOfferEmail, waitlistOfferSms } from './waitlist-messages';

describe('the messages of the waitlist', () => {
  const business = { name: 'Wabamun Fishing', phone: '780-555-0142', location: 'Wabamun marina', website: 'https://example.test' };
  const entry = {
    date: '2026-07-03',
    time: 'morning',
    package: 'Half Day Trip',
    name: 'Dana',
    email: 'd@example.com',
    phone: '780',
    people: 2,
  } as const;
  const page = 'https://example.test/waitlist/q9XbT2vLk4RmZ7wNc1PdY8';

  test('the offer says until when the place is held, on the lake clock, and carries the link; the SMS stays two parts', () => {
    const until = new Date('2026-07-01T21:45:00Z'); // 3:45 PM MDT
    const sms = waitlistOfferSms(entry, business, page, until);
    expect(sms).toContain('Held for you until 3:45 PM, Wed, Jul 1');
    expect(sms).toContain(page);
    expect(sms.length).toBeLessThan(320);
    const mail = waitlistOfferEmail(entry, business, page, until);
    expect(mail.text).toContain(`Book your place: ${page}`);
    expect(mail.html).toContain(`href="${page}"`);
  });

  test('joining is confirmed with the page that leaves the list', () => {
    const mail = waitlistJoinedEmail(entry, business, page);
    expect(mail.subject).toBe("You're on the waitlist: Half Day Trip on Friday, July 3, 2026");
    expect(mail.text).toContain(`Your waitlist page: ${page}`);
  });

  test('no message carries what the joiner typed: the name stays out, the greeting is plain', () => {
    const typed = { ...entry, name: 'Win a prize at http://evil.example' };
    const until = new Date('2026-07-01T21:45:00Z');
    const mails = [waitlistJoinedEmail(typed, business, page), waitlistOfferEmail(typed, business, page, until)];
    for (const text of [...mails.flatMap((m) => [m.subject, m.text, m.html]), waitlistOfferSms(typed, business, page, until)]) {
      expect(text).not.toContain('evil.example');
    }
    expect(mails.map((m) => m.text.split('\n')[0])).toEqual(['Hello,', 'Hello,']);
  });
});
