import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../navigation/Link';
import { REFERRAL_CREDIT_CENTS } from '../../../domain/bookings/pricing';
import { formatCadShort } from '@browser-kit/format/money-format';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast/toast-store';
import { useShareData } from './share-api';
import { refOf, shareChannels, type ShareAction, type ShareChannel } from './share-format';

/** How long the 'Copied!' toast stays: shorter than other toasts, it only confirms the copy. */
export const COPIED_TOAST_MS = 2000;

export const SHARE_MESSAGES = {
  missingTitle: 'Missing Referral Code',
  errorTitle: 'Error Loading Share Data',
  errorText: 'Unable to load sharing information for this referral code',
} as const;

/**
 * /share?ref=CODE (docs/product/referrals.md): a card per network with the text to post, a Share
 * and a Copy button, and the way back to booking. Rendered on the server with the share data.
 * The visitor shares from their own accounts: the site sends nothing to their friends. A page per
 * person, so never listed by search engines (and not in the sitemap).
 */
export function SharePage() {
  const { name } = useSiteInfo();
  const code = refOf(useLocation().search);
  const share = useShareData(code);
  const failed = code !== '' && (share.isError || (share.isSuccess && share.data === null));
  usePageHead({
    title: `${!code ? SHARE_MESSAGES.missingTitle : failed ? SHARE_MESSAGES.errorTitle : 'Share Your Referral Code'} | ${name}`,
    // A friend's link preview tells of the referrer's trip, before it (going fishing on its date) or after.
    description:
      share.data?.summary ??
      `Share your referral code: friends get ${formatCadShort(REFERRAL_CREDIT_CENTS)} off their first guided fishing trip on Wabamun Lake.`,
    noindex: true,
  });

  if (!code) {
    return (
      <ShareNotice title={SHARE_MESSAGES.missingTitle}>
        This page shares a referral code, and its link has none. Every paid booking gets its own code: you find yours in your booking
        confirmation.
      </ShareNotice>
    );
  }
  if (failed) return <ShareNotice title={SHARE_MESSAGES.errorTitle}>{SHARE_MESSAGES.errorText}</ShareNotice>;

  const credit = formatCadShort(REFERRAL_CREDIT_CENTS);
  return (
    <>
      <section className="page-hero on-dark" aria-labelledby="share-title">
        <div className="container">
          <p className="page-hero__eyebrow">Refer a friend</p>
          <h1 id="share-title" className="page-hero__title">
            Share Your Referral Code
          </h1>
          <p className="page-hero__lead">
            Your code is <strong className="share-page__code">{code}</strong>. Friends get {credit} off their first guided trip, and you get
            a {credit} credit when they go. You share from your own accounts: we never message your friends.
          </p>
        </div>
      </section>
      <div className="container share-page">
        {share.data ? (
          <ul className="share-page__cards" aria-label="Ways to share">
            {shareChannels(share.data).map((channel) => (
              <li key={channel.key}>
                <ShareCard channel={channel} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="share-page__loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading your sharing information…
          </p>
        )}
        <p className="share-page__back">
          <Link to="/book" className="btn btn--outline">
            Back to booking
          </Link>
        </p>
      </div>
    </>
  );
}

function ShareCard({ channel }: { channel: ShareChannel }) {
  const titleId = `share-${channel.key}-title`;
  return (
    <article className="card share-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="share-card__title">
        {channel.name}
      </h2>
      <p className={`share-card__text${channel.key === 'link' ? ' share-card__text--link' : ''}`}>{channel.text}</p>
      <div className="share-card__actions">
        <ShareButton channel={channel} />
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void copyText(channel.text)}>
          Copy<span className="visually-hidden"> the {channel.name} text</span>
        </button>
      </div>
    </article>
  );
}

function ShareButton({ channel }: { channel: ShareChannel }) {
  const { action } = channel;
  if (action.kind === 'open' || action.kind === 'mailto') {
    const external = action.kind === 'open';
    return (
      <a className="btn btn--primary btn--sm" href={action.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        Share<span className="visually-hidden"> {shareTarget(channel)}</span>
        {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <button type="button" className="btn btn--primary btn--sm" onClick={() => void shareNatively(action, channel.text)}>
      Share<span className="visually-hidden"> {shareTarget(channel)}</span>
    </button>
  );
}

/** What a Share button's name says after 'Share', for screen readers: 'on Facebook', 'by email'. */
function shareTarget(channel: ShareChannel): string {
  if (channel.key === 'email') return 'by email';
  if (channel.key === 'link') return 'the direct link';
  return `on ${channel.name}`;
}

/** The browser's share sheet where it has one; else the text is copied, to paste anywhere. */
async function shareNatively(action: Extract<ShareAction, { kind: 'native' }>, fallback: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    const data: ShareData = { title: action.title, text: action.text, ...(action.url ? { url: action.url } : {}) };
    if (typeof navigator.canShare !== 'function' || navigator.canShare(data)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other refusal falls back to a copy.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
  }
  await copyText(fallback);
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied!', duration: COPIED_TOAST_MS });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the text on the card and copy it yourself.', variant: 'destructive' });
  }
}

/** A page of one message (no code, or no data for it) and the way to the booking form. */
function ShareNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="not-found container" aria-labelledby="share-notice-title">
      <div className="card not-found__card">
        <h1 id="share-notice-title">{title}</h1>
        <p>{children}</p>
        <Link to="/book" className="btn btn--primary">
          Go to booking
        </Link>
      </div>
    </section>
  );
}
