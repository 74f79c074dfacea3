import { HERO_DEFAULTS, SITE_DEFAULTS, type HeroContent, type SiteInfo } from './site-defaults';

export type { HeroContent, SiteInfo } from './site-defaults';

/*
 * Editable site content for every screen of both apps.
 *
 * For now these hooks return the defaults from ./site-defaults.ts. THE SWITCH TO THE SERVER
 * HAPPENS HERE (later issue): read `GET /api/site-content` with useQuery (query key
 * ['/api/site-content']) and overlay its entries on the defaults (section `contact`: phone, email,
 * location; section `hero`: title, subtitle, buttonText), falling back to the defaults while
 * loading or on error. Callers do not change.
 */

/** Business details: name, phone, email, location. */
export function useSiteInfo(): SiteInfo {
  return SITE_DEFAULTS;
}

/** Landing-page hero texts: title, subtitle, buttonText. */
export function useHeroContent(): HeroContent {
  return HERO_DEFAULTS;
}

/** `(780) 555-0142` → `tel:+17805550142` (North American numbers), else the digits as given. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
