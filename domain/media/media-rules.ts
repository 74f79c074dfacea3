import { DomainError } from '../shared/decider';

/**
 * What an upload may be (docs/product/content.md: images under 5 MB, videos under 50 MB, MP4
 * recommended). The type is judged by the file's first bytes, never by its name or the type the
 * browser declares: a renamed HTML page must not be served back as an image from our origin.
 */
export type MediaKind = 'image' | 'video';

export interface SniffedMedia {
  readonly kind: MediaKind;
  readonly mime: string;
  readonly extension: string;
}

export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video'];

export const MEDIA_LIMITS = {
  image: 5 * 1024 * 1024,
  video: 50 * 1024 * 1024,
} as const;

/** Widths of the WebP copies pages show through srcset; none is wider than the original. */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;

export const MEDIA_MESSAGES = {
  noFile: 'Please choose a file to upload',
  imageTooLarge: 'File too large: Please choose an image smaller than 5MB',
  videoTooLarge: 'File too large: Please choose a video smaller than 50MB',
  notVideo: 'Please upload a video file',
  notImage: 'Please choose a PNG, JPEG, GIF or WebP image',
  unsupported: 'Please choose a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video',
  unreadableImage: 'This image could not be read. Please choose another PNG, JPEG, GIF or WebP image',
  tooManyPixels: 'This image has too many pixels. Please choose an image of at most 100 megapixels',
  kind: "Kind must be 'image' or 'video'",
} as const;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** EBML element id of DocType ('webm' or 'matroska'). */
const DOC_TYPE = [0x42, 0x82];
/** How far into a WebM file its DocType may be looked for: the EBML header is a few dozen bytes. */
const EBML_HEADER_SEARCH = 64;

/**
 * ISO media ('ftyp') brands that are not video: still images (AVIF, HEIC, HEIF; we do not accept
 * them), camera raw (Canon CR3) and audio-only MP4. Any other brand is treated as MP4 video.
 */
const NOT_VIDEO_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'mif2',
  'msf1',
  'crx ',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
]);

const IMAGE = (mime: string, extension: string): SniffedMedia => ({ kind: 'image', mime, extension });
const VIDEO = (mime: string, extension: string): SniffedMedia => ({ kind: 'video', mime, extension });

/** The accepted type of these bytes by their magic numbers, or null for anything else. */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  // A PNG's first chunk is always IHDR (with the size): a bare signature is a truncated file.
  if (startsWith(bytes, PNG) && ascii(bytes, 12, 4) === 'IHDR') return IMAGE('image/png', 'png');
  if (startsWith(bytes, JPEG) && bytes.length > 3) return IMAGE('image/jpeg', 'jpg');
  // 6-byte signature plus the 7-byte screen descriptor.
  if ((ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') && bytes.length >= 13) return IMAGE('image/gif', 'gif');
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP' && /^VP8[ LX]$/.test(ascii(bytes, 12, 4) ?? '')) {
    return IMAGE('image/webp', 'webp');
  }
  if (isMp4(bytes)) return VIDEO('video/mp4', 'mp4');
  if (isWebm(bytes)) return VIDEO('video/webm', 'webm');
  return null;
}

/** An ISO media file starts with its 'ftyp' box: size, 'ftyp', major brand, version, compatible brands. */
function isMp4(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    // Offset 12 is the minor version, a number rather than a brand.
    if (offset === 12) continue;
    if (NOT_VIDEO_BRANDS.has(ascii(bytes, offset, 4)!)) return false;
  }
  return true;
}

/** A Matroska file whose EBML header names the 'webm' DocType (plain Matroska is not accepted). */
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, EBML)) return false;
  const end = Math.min(bytes.length, EBML_HEADER_SEARCH);
  for (let i = EBML.length; i + DOC_TYPE.length < end; i++) {
    if (bytes[i] !== DOC_TYPE[0] || bytes[i + 1] !== DOC_TYPE[1]) continue;
    const sizeByte = bytes[i + 2]!;
    // A one-byte EBML size has its top bit set; the DocType is a short string.
    if ((sizeByte & 0x80) === 0) continue;
    if (ascii(bytes, i + 3, sizeByte & 0x7f) === 'webm') return true;
  }
  return false;
}

/**
 * The web-sized widths to make of an image this wide: every standard width narrower than the
 * original (never enlarged), or the original width alone when it is narrower than all of them.
 */
export function variantWidths(originalWidth: number): number[] {
  const smaller = MEDIA_VARIANT_WIDTHS.filter((width) => width < originalWidth);
  return smaller.length > 0 ? smaller : [originalWidth];
}

/**
 * Decides whether an upload is accepted: an empty one is a 400, the wrong type a 415 whose message
 * follows what the form asked for (`requested`), a file over its kind's limit a 413.
 */
export function judgeUpload(sniffed: SniffedMedia | null, size: number, requested?: MediaKind): SniffedMedia {
  if (size === 0) throw new MediaMissingError();
  if (requested === 'video' && sniffed?.kind !== 'video') throw new MediaUnsupportedError(MEDIA_MESSAGES.notVideo);
  if (requested === 'image' && sniffed?.kind !== 'image') throw new MediaUnsupportedError(MEDIA_MESSAGES.notImage);
  if (!sniffed) throw new MediaUnsupportedError(MEDIA_MESSAGES.unsupported);
  if (size > MEDIA_LIMITS[sniffed.kind]) {
    throw new MediaTooLargeError(sniffed.kind === 'image' ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.videoTooLarge);
  }
  return sniffed;
}

export class MediaMissingError extends DomainError {
  constructor() {
    super('media-missing', MEDIA_MESSAGES.noFile);
  }
}

/** Answered 415 Unsupported Media Type. */
export class MediaUnsupportedError extends DomainError {
  constructor(message: string) {
    super('media-unsupported', message);
  }
}

/** Answered 413 Content Too Large. */
export class MediaTooLargeError extends DomainError {
  constructor(message: string) {
    super('media-too-large', message);
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

/** `length` bytes at `offset` as Latin-1 text, or undefined when the bytes end before that. */
function ascii(bytes: Uint8Array, offset: number, length: number): string | undefined {
  if (offset + length > bytes.length) return undefined;
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}
