import { horizonDaysOf } from '../../../domain/bookings/booking-horizon';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getQueryFn } from '../api/api';
import type { Schema } from '../api/api-types';
import {
  ABOUT_DEFAULTS,
  CLAIMS_DEFAULTS,
  GUIDE_DEFAULTS,
  HERO_DEFAULTS,
  SITE_DEFAULTS,
  type AboutContent,
  type Claims,
  type GuideProfile,
  type HeroContent,
  type SiteInfo,
} from './site-defaults';

export type { AboutContent, Claims, GuideProfile, HeroContent, SiteInfo } from './site-defaults';

/*
 * Editable site content for every screen of both apps: the entries of `GET /api/site-content`
 * laid over the defaults. While the entries load, or if they cannot be read, the defaults show,
 * so a page never waits for its texts nor shows an empty heading.
 */

/** One stored entry, as the server lists it; pictures add `media` (site-picture.ts reads it). */
export type SiteContentEntry = Schema<'SiteContentEntryDto'>;

export const SITE_CONTENT_QUERY_KEY = ['/api/site-content'] as const;

export interface GuideProfileContent extends GuideProfile {
  /** An uploaded or linked picture; null shows the site's own. */
  picture: string | null;
}

/** What the pages show: each section's defaults with the stored entries laid over them. */
export interface SiteContentView {
  site: SiteInfo;
  hero: HeroContent;
  guide: GuideProfileContent;
  about: AboutContent;
  claims: Claims;
}

/** The stored text of section.key; blank or missing counts as not set. */
export function siteContentValue(entries: unknown, section: string, key: string): string | undefined {
  if (!Array.isArray(entries)) return undefined;
  const entry = (entries as Partial<SiteContentEntry>[]).find((e) => e?.section === section && e.key === key);
  const value = typeof entry?.value === 'string' ? entry.value.trim() : '';
  return value || undefined;
}

/** `defaults` with each of `keys` replaced by the stored entry of `section`, where there is one. */
export function overlaySection<T extends object>(
  defaults: T,
  section: string,
  entries: unknown,
  keys: readonly (keyof T & string)[] = Object.keys(defaults) as (keyof T & string)[],
): T {
  const result = { ...defaults };
  for (const key of keys) {
    const value = siteContentValue(entries, section, key);
    if (value !== undefined) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/** Pure: the whole view from the server's answer (anything but a list of entries gives the defaults). */
export function siteContentView(entries: unknown): SiteContentView {
  return {
    // The business name is not editable content: only the contact details are overlaid.
    site: overlaySection(SITE_DEFAULTS, 'contact', entries, ['phone', 'email', 'location']),
    hero: overlaySection(HERO_DEFAULTS, 'hero', entries),
    guide: { ...overlaySection(GUIDE_DEFAULTS, 'guide', entries), picture: siteContentValue(entries, 'guide', 'picture') ?? null },
    about: overlaySection(ABOUT_DEFAULTS, 'about', entries),
    claims: overlaySection(CLAIMS_DEFAULTS, 'claims', entries),
  };
}

/**
 * The stored entries as the server sent them (undefined while loading or after a failure). One
 * request for all hooks (same query key); never stale, so it is read once per page load.
 */
export function useSiteContentEntries(): SiteContentEntry[] | undefined {
  const { data } = useQuery({
    queryKey: SITE_CONTENT_QUERY_KEY,
    queryFn: getQueryFn<SiteContentEntry[]>({ on401: 'throw' }),
  });
  return data;
}

function useSiteContentView(): SiteContentView {
  const data = useSiteContentEntries();
  return useMemo(() => siteContentView(data), [data]);
}

/** Business details: name, phone, email, location. */
export function useSiteInfo(): SiteInfo {
  return useSiteContentView().site;
}

/** Landing-page hero texts: title, subtitle, buttonText. */
export function useHeroContent(): HeroContent {
  return useSiteContentView().hero;
}

/** The guide introduction: name, headline, experience, description, specialties, phone, picture. */
export function useGuideProfile(): GuideProfileContent {
  return useSiteContentView().guide;
}

/** The business's own introduction (title, description), shown with the guide's on the landing page. */
export function useAboutContent(): AboutContent {
  return useSiteContentView().about;
}

/** How many days ahead the booking form offers dates (the admin's Settings; the server refuses later ones). */
export function useBookingHorizonDays(): number {
  return horizonDaysOf(siteContentValue(useSiteContentEntries(), 'booking', 'horizon_days'));
}

/** The four numbers under the hero (years, rating, clients, fish). */
export function useClaims(): Claims {
  return useSiteContentView().claims;
}

/** `(780) 555-0142` → `tel:+17805550142` (North American numbers), else the digits as given. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
