import type { ShareData } from './share-api';

/*
 * The share page's cards (docs/product/referrals.md): what each network gets and how its Share button sends it.
 * The visitor shares from their own accounts; the site sends nothing to anyone.
 */

export type ShareChannelKey = 'facebook' | 'instagram' | 'twitter' | 'whatsapp' | 'email' | 'link';

/**
 * How a Share button shares: `open` a network's share address in a new tab, `mailto` the
 * visitor's mail program, or `native` the browser's share sheet (the Web Share API), which falls
 * back to copying the text where the browser has none.
 */
export type ShareAction =
  | { readonly kind: 'open'; readonly href: string }
  | { readonly kind: 'mailto'; readonly href: string }
  | { readonly kind: 'native'; readonly title: string; readonly text: string; readonly url?: string };

export interface ShareChannel {
  readonly key: ShareChannelKey;
  /** The platform's name, the card's heading. */
  readonly name: string;
  /** What the visitor posts or sends, as shown on the card and copied by its Copy button. */
  readonly text: string;
  readonly action: ShareAction;
}

/** The subject of the email a visitor sends a friend. */
export const SHARE_EMAIL_SUBJECT = '50 CAD off a guided fishing trip on Wabamun Lake';

/** The six cards in the page's order: Facebook, Instagram, Twitter, WhatsApp, email, the direct link. */
export function shareChannels(data: ShareData): ShareChannel[] {
  const { posts, templates } = data;
  const link = templates.general.url;
  return [
    { key: 'facebook', name: 'Facebook', text: posts.facebook, action: { kind: 'open', href: templates.facebook.url } },
    // Instagram has no web share address: the share sheet, or a copy to paste into the app.
    { key: 'instagram', name: 'Instagram', text: posts.instagram, action: { kind: 'native', title: 'Instagram', text: posts.instagram } },
    {
      key: 'twitter',
      name: 'Twitter',
      text: posts.twitter,
      action: { kind: 'open', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(posts.twitter)}` },
    },
    {
      key: 'whatsapp',
      name: 'WhatsApp',
      text: posts.whatsapp,
      action: { kind: 'open', href: `https://wa.me/?text=${encodeURIComponent(posts.whatsapp)}` },
    },
    { key: 'email', name: 'Email', text: posts.email, action: { kind: 'mailto', href: mailtoHref(SHARE_EMAIL_SUBJECT, posts.email) } },
    {
      key: 'link',
      name: 'Direct link',
      text: link,
      action: { kind: 'native', title: SHARE_EMAIL_SUBJECT, text: SHARE_EMAIL_SUBJECT, url: link },
    },
  ];
}

/** A mailto: address with a subject and a body, each encoded (line breaks as %0D%0A, RFC 6068). */
export function mailtoHref(subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The referral code of the page's address, trimmed; '' when there is none. */
export function refOf(search: string): string {
  return (new URLSearchParams(search).get('ref') ?? '').trim();
}
