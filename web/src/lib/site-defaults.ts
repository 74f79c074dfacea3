/**
 * The business details and hero texts shown until the admin edits them. This is the ONE place
 * these defaults live; read them through `useSiteInfo()` / `useHeroContent()` (./site-info.ts),
 * never import them into a component.
 */
export interface SiteInfo {
  /** Business name, shown in the header, footer and admin dashboard. */
  name: string;
  phone: string;
  email: string;
  location: string;
}

export const SITE_DEFAULTS: SiteInfo = {
  name: 'Wabamun Lake Fishing Tours',
  phone: '(780) 555-0142',
  email: 'bookings@wabamunfishing.ca',
  location: 'Wabamun Lake, Alberta',
};

/** Landing-page hero texts (the `hero` section of the site content: title, subtitle, buttonText). */
export interface HeroContent {
  title: string;
  subtitle: string;
  buttonText: string;
}

export const HERO_DEFAULTS: HeroContent = {
  title: 'Wabamun Lake Fishing Adventures',
  subtitle:
    'Guided trips for northern pike, walleye and perch on Wabamun Lake, about 65 km west of Edmonton. ' +
    'Rods, tackle and bait are included: bring your Alberta fishing licence and we take care of the rest.',
  buttonText: 'Book Your Lake Fishing Trip',
};
