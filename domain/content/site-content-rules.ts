import { BOOKING_HORIZON, HORIZON_MESSAGES } from '../bookings/booking-rules';
import { REMINDER_MESSAGES } from '../reminders/reminder-rules';
import { DomainError } from '../shared/decider';
import { heroVideoOf } from './hero-video';
import { UPLOADED_IMAGE_PATTERN } from './media-patterns';

/**
 * The editable texts and pictures of the site (docs/product/content.md; the guide phone
 * as (XXX) XXX-XXXX). The server refuses anything not in this registry, and the admin form checks a
 * field with the same `validateSiteContent` before sending it.
 */
export type SiteContentKind =
  'text' | 'longText' | 'phone' | 'email' | 'optionalEmail' | 'url' | 'optionalUrl' | 'imageUrl' | 'videoUrl' | 'days' | 'hour' | 'boolean';

export interface SiteContentRule {
  readonly kind: SiteContentKind;
  /** Longest accepted value, in characters. */
  readonly max: number;
}

export const SITE_CONTENT_LIMITS = {
  /** What the DTO accepts before the per-key rule looks at it. */
  sectionMax: 40,
  keyMax: 40,
  valueMax: 4000,
  longTextMax: 4000,
  urlMax: 2000,
  emailMax: 254,
  claimMax: 12,
} as const;

const text = (max: number): SiteContentRule => ({ kind: 'text', max });
const longText: SiteContentRule = { kind: 'longText', max: SITE_CONTENT_LIMITS.longTextMax };
const phone: SiteContentRule = { kind: 'phone', max: 14 };
const email: SiteContentRule = { kind: 'email', max: SITE_CONTENT_LIMITS.emailMax };
const imageUrl: SiteContentRule = { kind: 'imageUrl', max: SITE_CONTENT_LIMITS.urlMax };
const videoUrl: SiteContentRule = { kind: 'videoUrl', max: SITE_CONTENT_LIMITS.urlMax };
const claim = text(SITE_CONTENT_LIMITS.claimMax);
const days: SiteContentRule = { kind: 'days', max: 4 };
const optionalEmail: SiteContentRule = { kind: 'optionalEmail', max: SITE_CONTENT_LIMITS.emailMax };
const hour: SiteContentRule = { kind: 'hour', max: 2 };
/** An https address, or empty for none. */
const optionalUrl: SiteContentRule = { kind: 'optionalUrl', max: SITE_CONTENT_LIMITS.urlMax };
/** A switch: 'true' or 'false'. */
const flag: SiteContentRule = { kind: 'boolean', max: 5 };

export const SITE_CONTENT_RULES = {
  hero: { title: text(120), subtitle: text(400), buttonText: text(40), video_url: videoUrl, background_image: imageUrl },
  guide: {
    name: text(80),
    headline: text(160),
    experience: text(120),
    description: longText,
    specialties: text(200),
    phone,
    /** Where the guide's reminders and daily summary are also emailed; empty: SMS only. */
    email: optionalEmail,
    picture: imageUrl,
  },
  about: { title: text(120), description: longText },
  /** `mailing_address`: the business's postal address, which every campaign email must carry (CASL). */
  contact: { phone, email, location: text(120), mailing_address: text(300) },
  branding: { logo: imageUrl },
  claims: { experience: claim, rating: claim, clients: claim, fish: claim },
  booking: { horizon_days: days },
  /**
   * Where customers leave a review (a Google review link, say) and read more of them: the landing
   * page's Reviews section links to both, and the review requests after a trip to `leave_url`.
   * Empty: no link, and no review requests go out.
   */
  reviews: { leave_url: optionalUrl, read_url: optionalUrl },
  /** The hour (0-23, lake time) of the guide's daily summary of tomorrow's trips. */
  reminders: { summary_hour: hour },
  /**
   * SMS Communications > Automation (docs/product/messaging.md): whether the customer's
   * confirmation SMS, the confirmation email (the receipt) and the customer reminders go out;
   * missing means on. The guide phone of that form is `guide.phone`.
   */
  automation: { bookingConfirmationSms: flag, autoEmailReceipts: flag, reminderMessages: flag },
  /** The setup checklist's items the guide marked done as they started (domain/setup/setup-checklist.ts). */
  setup: { packages: flag, schedule: flag, claims: flag },
} as const satisfies Record<string, Record<string, SiteContentRule>>;

export type SiteContentSection = keyof typeof SITE_CONTENT_RULES;

/**
 * Settings only staff read: the guide's own email address, when his summary goes out and which
 * messages go out automatically are nobody else's business.
 */
const STAFF_ONLY = new Set(['guide.email', 'reminders.summary_hour']);
const STAFF_ONLY_SECTIONS = new Set(['automation', 'setup']);

export function isStaffOnlySiteContent(section: string, key: string): boolean {
  return STAFF_ONLY_SECTIONS.has(section) || STAFF_ONLY.has(`${section}.${key}`);
}

export const SITE_CONTENT_MESSAGES = {
  unknown: (section: string, key: string) => `Unknown site content '${section}.${key}'`,
  empty: 'This field cannot be empty',
  tooLong: (max: number) => `This field must be at most ${max} characters`,
  phone: 'Invalid Format: Please use format: (XXX) XXX-XXXX',
  email: 'Please enter a valid email address',
  url: 'Please enter a web address starting with https://',
  imageUrl: 'Please use an uploaded image (/media/...) or an image address starting with https://',
  videoUrl:
    'This link is not a video the site can play. Please use the link of one YouTube or Vimeo video (starting with https://), or upload an MP4 or WebM video file.',
  days: HORIZON_MESSAGES.days,
  hour: REMINDER_MESSAGES.summaryHour,
  boolean: 'Please use true or false',
} as const;

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
// In a module of their own: the public site's first script reads one and needs none of the rules.
export { UPLOADED_IMAGE_PATTERN, UPLOADED_VIDEO_PATTERN } from './media-patterns';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rule of a registered entry, or undefined for a section or key the site does not have. */
export function siteContentRule(section: string, key: string): SiteContentRule | undefined {
  if (!Object.hasOwn(SITE_CONTENT_RULES, section)) return undefined;
  const keys: Record<string, SiteContentRule> = SITE_CONTENT_RULES[section as SiteContentSection];
  return Object.hasOwn(keys, key) ? keys[key] : undefined;
}

/** Stored values carry no surrounding blanks; the form and the server both compare trimmed text. */
export function normalizeSiteContentValue(value: string): string {
  return value.trim();
}

/** The message explaining why `value` cannot be stored under section.key, or null when it can. */
export function validateSiteContent(section: string, key: string, value: string): string | null {
  const rule = siteContentRule(section, key);
  if (!rule) return SITE_CONTENT_MESSAGES.unknown(section, key);
  const v = normalizeSiteContentValue(value);
  // An empty picture or video puts back the site's built-in one (a removed logo, a dropped video).
  if (v === '' && (rule.kind === 'imageUrl' || rule.kind === 'videoUrl')) return null;
  switch (rule.kind) {
    case 'phone':
      return PHONE_PATTERN.test(v) ? null : SITE_CONTENT_MESSAGES.phone;
    case 'email':
      return EMAIL_PATTERN.test(v) && v.length <= rule.max ? null : SITE_CONTENT_MESSAGES.email;
    case 'optionalEmail':
      // Empty turns it off.
      return v === '' || (EMAIL_PATTERN.test(v) && v.length <= rule.max) ? null : SITE_CONTENT_MESSAGES.email;
    case 'hour':
      return /^\d{1,2}$/.test(v) && Number(v) <= 23 ? null : SITE_CONTENT_MESSAGES.hour;
    case 'boolean':
      return v === 'true' || v === 'false' ? null : SITE_CONTENT_MESSAGES.boolean;
    case 'url':
      return isHttpsUrl(v) && v.length <= rule.max ? null : SITE_CONTENT_MESSAGES.url;
    case 'optionalUrl':
      return v === '' || (isHttpsUrl(v) && v.length <= rule.max) ? null : SITE_CONTENT_MESSAGES.url;
    case 'imageUrl':
      return (UPLOADED_IMAGE_PATTERN.test(v) || isHttpsUrl(v)) && v.length <= rule.max ? null : SITE_CONTENT_MESSAGES.imageUrl;
    case 'videoUrl':
      // Only what the hero can play: one video of a video site, or an upload (a channel page would show nothing).
      return heroVideoOf(v) !== null && v.length <= rule.max ? null : SITE_CONTENT_MESSAGES.videoUrl;
    case 'days': {
      const n = /^\d{1,4}$/.test(v) ? Number(v) : NaN;
      return n >= BOOKING_HORIZON.minDays && n <= BOOKING_HORIZON.maxDays ? null : SITE_CONTENT_MESSAGES.days;
    }
    case 'text':
    case 'longText':
      if (v.length === 0) return SITE_CONTENT_MESSAGES.empty;
      return v.length <= rule.max ? null : SITE_CONTENT_MESSAGES.tooLong(rule.max);
  }
}

/** Only https: plain http is refused (mixed content), and javascript: or data: could run script. */
function httpsUrlOf(value: string): URL | null {
  if (/\s/.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

function isHttpsUrl(value: string): boolean {
  return httpsUrlOf(value) !== null;
}

export class UnknownSiteContentError extends DomainError {
  constructor(
    readonly section: string,
    readonly key: string,
  ) {
    super('site-content-unknown', SITE_CONTENT_MESSAGES.unknown(section, key));
  }
}

/** A value its key's rule refuses; the message is the one shown under the form field. */
export class InvalidSiteContentError extends DomainError {
  constructor(message: string) {
    super('site-content-invalid', message);
  }
}
