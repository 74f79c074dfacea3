/*
 * The texts shown until the admin edits them live in the domain (domain/content/
 * site-content-defaults.ts), the one place the server's seed reads them too. Components read them
 * through the hooks of ./site-info.ts, never from here.
 */
export {
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
} from '../../../domain/content/site-content-defaults';
