import { describe, expect, test } from '@jest/globals';
import type { ShareData } from './share-api';
import { mailtoHref, refOf, SHARE_EMAIL_SUBJECT, shareChannels } from './share-format';

const LINK = 'https://wabamunfishing.ca/book?ref=K7MQ2XTA';
const DATA: ShareData = {
  posts: {
    facebook: `Alex wants you to come along! Code K7MQ2XTA: ${LINK}`,
    instagram: `Out on Wabamun Lake 🎣 code K7MQ2XTA #WabamunLake`,
    twitter: `Alex recommends a trip & code K7MQ2XTA = 50 CAD off. ${LINK}`,
    whatsapp: `Hi! Alex here. My code K7MQ2XTA: ${LINK}`,
    email: `Hi,\n\nUse my code K7MQ2XTA.\n\nBook here: ${LINK}\n\nAlex`,
  },
  templates: {
    facebook: { url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}` },
    general: { url: LINK },
  },
  summary: 'Alex is going fishing on Wabamun Lake on Saturday, June 6, 2026. Book with code K7MQ2XTA for 50 CAD off.',
};

describe('shareChannels (the share page cards)', () => {
  const channels = shareChannels(DATA);
  const byKey = Object.fromEntries(channels.map((c) => [c.key, c]));

  test('six cards in order, each with its name and the text to post', () => {
    expect(channels.map((c) => [c.name, c.text])).toEqual([
      ['Facebook', DATA.posts.facebook],
      ['Instagram', DATA.posts.instagram],
      ['Twitter', DATA.posts.twitter],
      ['WhatsApp', DATA.posts.whatsapp],
      ['Email', DATA.posts.email],
      ['Direct link', LINK],
    ]);
  });

  test("Facebook opens the server's share dialog; Twitter and WhatsApp their share addresses with the post encoded", () => {
    expect(byKey.facebook!.action).toEqual({ kind: 'open', href: DATA.templates.facebook.url });
    expect(byKey.twitter!.action).toEqual({
      kind: 'open',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(DATA.posts.twitter)}`,
    });
    expect(byKey.twitter!.action).toMatchObject({ href: expect.stringContaining('trip%20%26%20code') });
    expect(byKey.whatsapp!.action).toEqual({ kind: 'open', href: `https://wa.me/?text=${encodeURIComponent(DATA.posts.whatsapp)}` });
  });

  test('email is a mailto: with a subject and the body; Instagram and the link use the share sheet', () => {
    expect(byKey.email!.action).toEqual({ kind: 'mailto', href: mailtoHref(SHARE_EMAIL_SUBJECT, DATA.posts.email) });
    expect(byKey.instagram!.action).toEqual({ kind: 'native', title: 'Instagram', text: DATA.posts.instagram });
    expect(byKey.link!.action).toMatchObject({ kind: 'native', url: LINK });
  });
});

describe('mailtoHref', () => {
  test('subject and body encoded, line breaks as CRLF', () => {
    expect(mailtoHref('50 CAD off & more', 'Hi,\n\nBook: https://x.ca/book?ref=A&b=1')).toBe(
      'mailto:?subject=50%20CAD%20off%20%26%20more&body=Hi%2C%0D%0A%0D%0ABook%3A%20https%3A%2F%2Fx.ca%2Fbook%3Fref%3DA%26b%3D1',
    );
  });
});

describe('refOf', () => {
  test('the trimmed ref of the address, or blank', () => {
    expect(refOf('?ref=K7MQ2XTA')).toBe('K7MQ2XTA');
    expect(refOf('?ref=%20K7MQ2XTA%20&x=1')).toBe('K7MQ2XTA');
    expect(refOf('?ref=')).toBe('');
    expect(refOf('')).toBe('');
  });
});
