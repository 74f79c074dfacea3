import type { Schema } from '../api/api-types';
import { safeImageSrc } from '../urls/safe-url';

/** An uploaded image's pixel size and WebP copies, as answers carry it in `media`. */
export type MediaImage = Schema<'MediaImageDto'>;

/** The size attributes of an <img>: its src at web sizes, and a box that is reserved before it loads. */
export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/** A width and height in pixels; only their ratio matters to the layout. */
export interface ImageBox {
  width: number;
  height: number;
}

/**
 * Rendered width of an image in the site's card grids (catches in landing.css, posts in blog.css):
 * one column on phones, two from 40rem, three from 64rem inside the 72rem container. Slightly
 * generous: a little too sharp beats blurry.
 */
export const CARD_GRID_SIZES = '(min-width: 72rem) 23rem, (min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';

const isPixels = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The `media` the API sent with an image address, when it is well formed and about `src` itself;
 * otherwise null. Answers are data from the network: a stale cache or another server version may
 * send something else, and the page then shows the plain image rather than breaking.
 */
export function mediaFor(src: string, media: unknown): MediaImage | null {
  if (typeof media !== 'object' || media === null) return null;
  const { url, width, height, variants } = media as Partial<Record<keyof MediaImage, unknown>>;
  if (url !== src || !isPixels(width) || !isPixels(height) || !Array.isArray(variants)) return null;
  const usable = variants.flatMap((variant: unknown) => {
    const { width: w, url: u } = (variant ?? {}) as { width?: unknown; url?: unknown };
    // A comma or blank would split a srcset candidate; safeImageSrc already refuses blanks.
    const safe = typeof u === 'string' && !u.includes(',') ? safeImageSrc(u) : null;
    return isPixels(w) && safe ? [{ width: w, url: safe }] : [];
  });
  return { url, width, height, variants: usable.sort((a, b) => a.width - b.width) };
}

/**
 * `<img>` attributes for `src` (already checked by safeImageSrc). An uploaded image gets its WebP
 * copies as a srcset, chosen by the browser from `sizes` (the rendered width per breakpoint), and
 * its real pixel size. Any other image gets `box`: the CSS gives each image element a fixed
 * aspect-ratio box, so the page does not move when the picture arrives either way.
 *
 * The original file stays the src, for the rare browser without srcset; it is never a srcset
 * candidate, since it can be several megabytes.
 */
export function responsiveImage(src: string, media: unknown, sizes: string, box: ImageBox): ImageAttributes {
  const known = mediaFor(src, media);
  if (!known) return { src, width: box.width, height: box.height };
  if (known.variants.length === 0) return { src, width: known.width, height: known.height };
  const srcSet = known.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return { src, srcSet, sizes, width: known.width, height: known.height };
}
