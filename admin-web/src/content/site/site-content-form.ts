import { ApiError, serverMessage } from '@browser-kit/api/api';
import type { RequestBodyOf } from '@browser-kit/api/api-types';
import { siteContentValue } from '@browser-kit/site/site-info';
import {
  ABOUT_DEFAULTS,
  CLAIMS_DEFAULTS,
  GUIDE_DEFAULTS,
  HERO_DEFAULTS,
  MAILING_ADDRESS_DEFAULT,
  SITE_DEFAULTS,
} from '../../../../domain/content/site-content-defaults';
import {
  normalizeSiteContentValue,
  SITE_CONTENT_MESSAGES,
  siteContentRule,
  UPLOADED_VIDEO_PATTERN,
  validateSiteContent,
} from '../../../../domain/content/site-content-rules';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '../../../../domain/media/media-rules';
import { BOOKING_HORIZON } from '../../../../domain/bookings/booking-rules';
import { REMINDER_TIMING } from '../../../../domain/reminders/reminder-rules';

/** One entry as POST /api/site-content takes it. */
export type SiteContentInput = RequestBodyOf<'/api/site-content', 'post'>;

export interface ContentField {
  key: string;
  label: string;
  multiline?: boolean;
}

export interface ContentForm {
  section: string;
  title: string;
  fields: readonly ContentField[];
}

/**
 * The Page Content forms, one per section of the registry that holds texts. The guide's phone is
 * left to Settings and pictures to their own tabs.
 */
export const PAGE_CONTENT_FORMS: readonly ContentForm[] = [
  {
    section: 'hero',
    title: 'Hero',
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'subtitle', label: 'Subtitle', multiline: true },
      { key: 'buttonText', label: 'Button text' },
    ],
  },
  {
    section: 'guide',
    title: 'Guide',
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'headline', label: 'Headline' },
      { key: 'experience', label: 'Experience' },
      { key: 'description', label: 'Description', multiline: true },
      { key: 'specialties', label: 'Specialties' },
    ],
  },
  {
    section: 'about',
    title: 'About',
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'description', label: 'Description', multiline: true },
    ],
  },
  {
    section: 'contact',
    title: 'Contact',
    fields: [
      { key: 'phone', label: 'Phone' },
      { key: 'email', label: 'Email' },
      { key: 'location', label: 'Location' },
      // CASL: every campaign email names the business and its mailing address (SMS Communications > Email Campaigns).
      { key: 'mailing_address', label: 'Mailing address (in every campaign email)', multiline: true },
    ],
  },
  {
    section: 'claims',
    title: 'Landing page numbers',
    fields: [
      { key: 'experience', label: 'Years of experience' },
      { key: 'rating', label: 'Google rating' },
      { key: 'clients', label: 'Happy clients' },
      { key: 'fish', label: 'Fish caught' },
    ],
  },
];

const DEFAULTS: Record<string, object> = {
  hero: HERO_DEFAULTS,
  guide: GUIDE_DEFAULTS,
  about: ABOUT_DEFAULTS,
  contact: {
    phone: SITE_DEFAULTS.phone,
    email: SITE_DEFAULTS.email,
    location: SITE_DEFAULTS.location,
    mailing_address: MAILING_ADDRESS_DEFAULT,
  },
  claims: CLAIMS_DEFAULTS,
  booking: { horizon_days: String(BOOKING_HORIZON.defaultDays) },
  // guide.email has no default: empty is SMS only.
  reminders: { summary_hour: String(REMINDER_TIMING.dailySummaryHourDefault) },
};

/** The site's built-in text of section.key, or '' where it has none (pictures, the video). */
export function defaultValue(section: string, key: string): string {
  const values = DEFAULTS[section] as Record<string, unknown> | undefined;
  const value = values?.[key];
  return typeof value === 'string' ? value : '';
}

/** What a field shows: the stored value, else the default the public site shows for it. */
export function currentValue(entries: unknown, section: string, key: string): string {
  return siteContentValue(entries, section, key) ?? defaultValue(section, key);
}

export function initialValues(entries: unknown, form: ContentForm): Record<string, string> {
  return Object.fromEntries(form.fields.map(({ key }) => [key, currentValue(entries, form.section, key)]));
}

/** Each field the domain refuses, with its message (the same rule the server applies). */
export function fieldErrors(section: string, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const message = validateSiteContent(section, key, value);
    if (message) errors[key] = message;
  }
  return errors;
}

/** The entries to send: only fields whose trimmed text differs from what was loaded. */
export function changedEntries(section: string, values: Record<string, string>, initial: Record<string, string>): SiteContentInput[] {
  return Object.entries(values)
    .filter(([key, value]) => normalizeSiteContentValue(value) !== normalizeSiteContentValue(initial[key] ?? ''))
    .map(([key, value]) => ({ section, key, value: normalizeSiteContentValue(value) }));
}

/** Longest text the registry accepts for section.key, for the input's maxLength. */
export function maxLengthOf(section: string, key: string): number | undefined {
  return siteContentRule(section, key)?.max;
}

/** A save of one entry that failed; `cause` is the server's refusal. */
export class SiteContentSaveError extends Error {
  constructor(
    readonly key: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'SiteContentSaveError';
  }
}

/** The HTTP status behind a failed save, if the server answered. */
export function saveErrorStatus(error: unknown): number | undefined {
  const cause = error instanceof SiteContentSaveError ? error.cause : error;
  return cause instanceof ApiError ? cause.status : undefined;
}

/**
 * The server's field message for the entry that failed (400 `{ errors: { value | key } }`),
 * keyed by the entry's key so the form shows it under that field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof SiteContentSaveError) || !(error.cause instanceof ApiError) || error.cause.status !== 400) return {};
  try {
    const parsed: unknown = JSON.parse(error.cause.body);
    const errors = parsed && typeof parsed === 'object' ? (parsed as { errors?: Record<string, unknown> }).errors : undefined;
    const message = errors?.value ?? errors?.key;
    return typeof message === 'string' ? { [error.key]: message } : {};
  } catch {
    return {};
  }
}

export type VideoSource = 'link' | 'upload';

/** Which of the Hero Video toggle's two modes fits the stored value (a link when none is set). */
export function videoSourceOf(value: string | undefined): VideoSource {
  return value && UPLOADED_VIDEO_PATTERN.test(value) ? 'upload' : 'link';
}

/** A toast's title and text; the upload refusals are written as 'Title: text'. */
export interface ToastText {
  title: string;
  description: string;
}

function splitMessage(message: string, fallbackTitle: string): ToastText {
  const colon = message.indexOf(': ');
  return colon > 0
    ? { title: message.slice(0, colon), description: message.slice(colon + 2) }
    : { title: fallbackTitle, description: message };
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** `accept` of the file inputs: what the server stores (it reads the bytes again anyway). */
export const ACCEPTED_FILES = { image: IMAGE_TYPES.join(','), video: 'video/mp4,video/webm' } as const;

/**
 * Why a chosen file will not be uploaded, before a byte is sent (a phone on a slow connection
 * should not wait for the server to refuse 50 MB), or null when it may go.
 */
export function fileProblem(file: { type: string; size: number }, kind: 'image' | 'video'): ToastText | null {
  if (kind === 'video') {
    if (!file.type.startsWith('video/')) return { title: 'Invalid file', description: MEDIA_MESSAGES.notVideo };
    if (file.size > MEDIA_LIMITS.video) return splitMessage(MEDIA_MESSAGES.videoTooLarge, 'File too large');
    return null;
  }
  if (!IMAGE_TYPES.includes(file.type)) return { title: 'Invalid file', description: MEDIA_MESSAGES.notImage };
  if (file.size > MEDIA_LIMITS.image) return splitMessage(MEDIA_MESSAGES.imageTooLarge, 'File too large');
  return null;
}

/** The toast for an upload the server refused or that never reached it. */
export function uploadFailureToast(error: unknown): ToastText {
  const message = serverMessage(error);
  if (message) return splitMessage(message, 'Upload Failed');
  if (error instanceof ApiError) return { title: 'Upload Failed', description: 'The file could not be uploaded. Please try again.' };
  return {
    title: 'Upload Failed',
    description: error instanceof Error ? error.message : 'The file could not be uploaded. Please try again.',
  };
}

/** `0.423` → `42%`, for the progress bar's label. */
export function percent(fraction: number): string {
  return `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
}

/** 'Update Logo' needs an address; an empty logo is what 'Reset to Default' saves. */
export function logoUrlError(url: string): string | null {
  if (normalizeSiteContentValue(url) === '') return SITE_CONTENT_MESSAGES.imageUrl;
  return validateSiteContent('branding', 'logo', url);
}

/** Likewise for the hero's video link: removing the video has its own button. */
export function videoUrlError(url: string): string | null {
  if (normalizeSiteContentValue(url) === '') return SITE_CONTENT_MESSAGES.videoUrl;
  return validateSiteContent('hero', 'video_url', url);
}
