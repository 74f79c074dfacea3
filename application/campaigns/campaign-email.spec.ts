import { describe, expect, test } from '@jest/globals';
import { campaignEmail } from './campaign-email';

describe('the campaign email', () => {
  const email = campaignEmail({
    subject: 'Walleye news for {name}',
    content: 'Hi {name},\n\nThe walleye are <biting> & the pike too.\nSee you soon.',
    recipientName: 'Casey',
    sender: {
      name: 'Wabamun Lake Fishing Tours',
      mailingAddress: 'PO Box 12, Wabamun, AB T0E 2K0',
      phone: '(780) 555-0142',
      email: 'bookings@wabamunfishing.ca',
      website: 'https://wabamunfishing.example',
    },
    unsubscribeUrl: 'https://wabamunfishing.example/unsubscribe?token=abc',
  });

  test('the text: the content with the name filled in, then the business, its mailing address and the unsubscribe link', () => {
    expect(email.subject).toBe('Walleye news for Casey');
    expect(email.text).toContain('Hi Casey,\n\nThe walleye are <biting> & the pike too.');
    expect(email.text).toContain('Wabamun Lake Fishing Tours\nPO Box 12, Wabamun, AB T0E 2K0\n(780) 555-0142 | bookings@wabamunfishing.ca');
    expect(email.text).toContain('Unsubscribe with one click: https://wabamunfishing.example/unsubscribe?token=abc');
  });

  test('the HTML: the admin text escaped, paragraphs from blank lines, and the same footer', () => {
    expect(email.html).toContain('<p>Hi Casey,</p>');
    expect(email.html).toContain('<p>The walleye are &lt;biting&gt; &amp; the pike too.<br>See you soon.</p>');
    expect(email.html).toContain('<strong>Wabamun Lake Fishing Tours</strong>');
    expect(email.html).toContain('PO Box 12, Wabamun, AB T0E 2K0');
    expect(email.html).toContain('<a href="https://wabamunfishing.example/unsubscribe?token=abc">Unsubscribe</a>');
  });
});
