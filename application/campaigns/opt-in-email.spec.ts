import { describe, expect, test } from '@jest/globals';
import { OPT_IN_LINK_DAYS } from '../../domain/campaigns/opt-in-rules';
import { optInEmail } from './opt-in-email';

const SENDER = {
  name: 'Wabamun Lake Fishing Tours',
  mailingAddress: 'PO Box 7, Wabamun, AB T0E 2K0',
  phone: '(780) 555-0100',
  email: 'bookings@wabamunfishing.ca',
  website: 'https://wabamunfishing.example',
};

describe('the opt-in email', () => {
  test("asks in the business's own words, with its link, names the business, and says that ignoring it changes nothing", () => {
    const url = 'https://wabamunfishing.example/subscribe?token=abc&x=<y>';
    const email = optInEmail({ sender: SENDER, confirmUrl: url });
    expect(email.subject).toBe('Please confirm: fishing reports and offers from Wabamun Lake Fishing Tours');
    expect(email.text).toContain(`\n${url}\n`);
    expect(email.text).toContain('ignore this email: nothing changes');
    expect(email.text).toContain(`The link works for ${OPT_IN_LINK_DAYS} days.`);
    expect(email.text).toContain('Wabamun Lake Fishing Tours\nPO Box 7, Wabamun, AB T0E 2K0\n');
    expect(email.html).toContain('href="https://wabamunfishing.example/subscribe?token=abc&amp;x=&lt;y&gt;"');
    expect(email.html).not.toContain('<y>');
  });
});
