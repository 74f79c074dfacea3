import { CATCH_MESSAGES, isFutureCatchDate, isSafeImageUrl } from '../../../domain/gallery/catch-rules';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '../../../domain/media/media-rules';
import { isCalendarDate } from '../../../domain/shared/calendar';
import type { Catch, CatchBody } from './catch-api';

/** The gallery form as typed; `imageUrl` is set by an upload (`/media/...`). */
export interface GalleryForm {
  fishType: string;
  angler: string;
  date: string;
  imageUrl: string;
}

export const GALLERY_FIELDS = ['fishType', 'angler', 'date', 'imageUrl'] as const;
export type GalleryField = (typeof GALLERY_FIELDS)[number];
export type GalleryErrors = Partial<Record<GalleryField, string>>;

export const EMPTY_GALLERY_FORM: GalleryForm = { fishType: '', angler: '', date: '', imageUrl: '' };

export function galleryFormOf(item: Catch): GalleryForm {
  return { fishType: item.fishType, angler: item.angler, date: item.date, imageUrl: item.imageUrl };
}

/**
 * The body to send, or the field errors. `today` is the date on the lake (YYYY-MM-DD), read by the
 * caller when the form is submitted: a catch cannot be dated after it.
 */
export function checkGalleryForm(
  form: GalleryForm,
  today: string,
): { body: CatchBody; errors?: undefined } | { body?: undefined; errors: GalleryErrors } {
  const errors: GalleryErrors = {};
  if (!form.fishType.trim()) errors.fishType = CATCH_MESSAGES.fishType;
  if (!form.angler.trim()) errors.angler = CATCH_MESSAGES.angler;
  if (!isCalendarDate(form.date)) errors.date = CATCH_MESSAGES.date;
  else if (isFutureCatchDate(form.date, today)) errors.date = CATCH_MESSAGES.dateInFuture;
  if (!form.imageUrl) errors.imageUrl = CATCH_MESSAGES.image;
  else if (!isSafeImageUrl(form.imageUrl)) errors.imageUrl = CATCH_MESSAGES.imageUnsafe;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { fishType: form.fishType.trim(), angler: form.angler.trim(), date: form.date, imageUrl: form.imageUrl } };
}

/** Types the image picker offers (PNG, JPG, JPEG, GIF, and WebP, which the server also takes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));

/**
 * Why a chosen file cannot be uploaded, as a toast, or null when it may be sent. The server
 * judges the bytes again; this only spares a 5 MB upload that would be refused.
 */
export function imageFileProblem(file: { type: string; size: number }): { title: string; description?: string } | null {
  if (file.type && !IMAGE_TYPES.has(file.type)) return { title: MEDIA_MESSAGES.notImage };
  if (file.size > MEDIA_LIMITS.image) {
    // 'File too large: Please choose an image smaller than 5MB' shows as title and text.
    const [title, ...rest] = MEDIA_MESSAGES.imageTooLarge.split(': ');
    return { title: title!, description: rest.join(': ') };
  }
  return null;
}

/** The upload bar's text: 'Uploading image... 42%'. */
export function uploadProgressLabel(fraction: number): string {
  const percent = Math.max(0, Math.min(100, Math.round(fraction * 100)));
  return `Uploading image... ${percent}%`;
}
