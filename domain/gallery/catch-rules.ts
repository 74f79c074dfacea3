import { isCalendarDate } from '../shared/calendar';
import { DomainError } from '../shared/decider';

/**
 * Rules and messages of a catch in the recent-catches gallery (docs/product/content.md). The
 * server's DTO and the admin form both read these; nothing restates them.
 *
 * The old site stored the chosen file itself as a `data:` URL in the record. Here the file
 * is uploaded to the media library first and the catch keeps its `/media/...` path (or an https
 * link to a photo elsewhere), so records stay small and no script-capable URL reaches a page.
 */
export const CATCH_LIMITS = {
  fishTypeMax: 80,
  anglerMax: 80,
  imageUrlMax: 2000,
} as const;

export const CATCH_MESSAGES = {
  fishType: 'Fish type is required',
  fishTypeTooLong: `Fish type must be at most ${CATCH_LIMITS.fishTypeMax} characters`,
  angler: 'Angler is required',
  anglerTooLong: `Angler must be at most ${CATCH_LIMITS.anglerMax} characters`,
  date: 'Please choose the date of the catch',
  dateInFuture: 'The catch date cannot be in the future',
  image: 'Please add an image of the catch',
  imageUnsafe: 'Image must be an uploaded image or an https:// link',
  imageTooLong: `Image link must be at most ${CATCH_LIMITS.imageUrlMax} characters`,
  notFound: 'Catch not found',
} as const;

/** An image uploaded to the media library, as its public path. */
export const MEDIA_IMAGE_PATH = /^\/media\/[a-z0-9-]+\.(png|jpe?g|gif|webp)$/;

/**
 * An uploaded image's path or an absolute https link. Everything else is refused, `javascript:`,
 * `data:` and plain `http:` included: the first two can run script, the last is mixed content.
 */
export function isSafeImageUrl(value: string): boolean {
  if (MEDIA_IMAGE_PATH.test(value)) return true;
  // The URL parser forgives 'https:host' and stray spaces; the written form must be exact.
  if (!/^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A catch cannot have happened after today on the lake; dates compare as YYYY-MM-DD text. */
export function isFutureCatchDate(date: string, today: string): boolean {
  return date > today;
}

export interface CatchFields {
  fishType: string;
  angler: string;
  date: string;
  imageUrl: string;
}

/**
 * The checks of a catch that the service repeats behind the DTO (so no other caller can store a
 * script URL), plus the one the DTO cannot make: the date against today on the lake.
 */
export function checkCatch(fields: CatchFields, today: string): void {
  if (!fields.fishType.trim()) throw new InvalidCatchError(CATCH_MESSAGES.fishType);
  if (!fields.angler.trim()) throw new InvalidCatchError(CATCH_MESSAGES.angler);
  if (!isCalendarDate(fields.date)) throw new InvalidCatchError(CATCH_MESSAGES.date);
  if (isFutureCatchDate(fields.date, today)) throw new InvalidCatchError(CATCH_MESSAGES.dateInFuture);
  if (!fields.imageUrl) throw new InvalidCatchError(CATCH_MESSAGES.image);
  if (!isSafeImageUrl(fields.imageUrl)) throw new InvalidCatchError(CATCH_MESSAGES.imageUnsafe);
}

export class InvalidCatchError extends DomainError {
  constructor(message: string) {
    super('invalid-catch', message);
  }
}

export class CatchNotFoundError extends DomainError {
  constructor() {
    super('catch-not-found', CATCH_MESSAGES.notFound);
  }
}
