import { useMemo } from 'react';
import type { MediaImage } from '../images/responsive-image';
import { mediaFor } from '../images/responsive-image';
import { safeImageSrc } from '../urls/safe-url';
import { siteContentValue, useSiteContentEntries, type SiteContentEntry } from './site-info';

/** A picture of the site content (guide picture, hero still, logo) as a page may show it. */
export interface SitePicture {
  /** A safe src: an upload on this site or an https link. */
  src: string;
  /** Size and WebP copies of an upload; null for a link elsewhere. */
  media: MediaImage | null;
}

/** Pure: the picture stored under section.key, or null when none is set or its address is refused. */
export function sitePicture(entries: unknown, section: string, key: string): SitePicture | null {
  const value = siteContentValue(entries, section, key);
  const src = value ? safeImageSrc(value) : null;
  if (!src) return null;
  const entry = (entries as Partial<SiteContentEntry>[]).find((e) => e?.section === section && e.key === key);
  return { src, media: mediaFor(src, entry?.media) };
}

export function useSitePicture(section: string, key: string): SitePicture | null {
  const entries = useSiteContentEntries();
  return useMemo(() => sitePicture(entries, section, key), [entries, section, key]);
}

/** The stored text of section.key, or undefined when it is not set (blank counts as not set). */
export function useSiteContentValue(section: string, key: string): string | undefined {
  return siteContentValue(useSiteContentEntries(), section, key);
}
