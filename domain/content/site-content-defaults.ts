/**
 * The texts a new site starts with: the seed stores them as site content, and both apps show them
 * while the content loads or if it cannot be read. This is the ONE place they are written;
 * browser-kit/src/site/site-defaults.ts only re-exports them. They are copy, yet they stay in the
 * domain: browser code may import the domain, never application/.
 */

/** Business details, shown in the header, footer and admin dashboard. */
export interface SiteInfo {
  /** Business name; not editable content, it names the business in titles and the footer. */
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

/**
 * The business's mailing address (site content `contact.mailing_address`), in the footer of every
 * campaign email as Canada's anti-spam law requires; the admin replaces it with the real one.
 */
export const MAILING_ADDRESS_DEFAULT = 'Wabamun Lake Fishing Tours, Wabamun, AB, Canada';

/** Landing-page hero texts (section `hero`). */
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

/** The guide introduction (section `guide`); the picture has no default text, the site's own is shown. */
export interface GuideProfile {
  name: string;
  headline: string;
  experience: string;
  description: string;
  specialties: string;
  phone: string;
}

export const GUIDE_DEFAULTS: GuideProfile = {
  name: 'Dale Kowalchuk',
  headline: 'Your guide on Wabamun Lake',
  experience: 'Guiding Wabamun Lake since 2014',
  description:
    'Dale grew up fishing the weed edges and drop-offs of Wabamun Lake and has guided on it full time since 2014. ' +
    'He knows where the pike hold in every season, when the walleye move up the deep breaks and how to keep a family busy with perch when the big fish are slow. ' +
    'Every fish is handled with care and released or kept within Alberta’s regulations.',
  specialties: 'Northern pike, walleye, perch',
  phone: SITE_DEFAULTS.phone,
};

/** Section `about`. */
export interface AboutContent {
  title: string;
  description: string;
}

export const ABOUT_DEFAULTS: AboutContent = {
  title: 'About Wabamun Lake Fishing Tours',
  description:
    'We are a small, local outfit running guided trips on Wabamun Lake, an hour west of Edmonton. ' +
    'Rods, tackle, bait and life jackets are on the boat, so you only bring your Alberta fishing licence. ' +
    'Beginners, families and trophy hunters each get a day planned around the fish they came for.',
};

/** The four numbers under the hero (section `claims`: years, rating, clients, fish); the labels stay on the page. */
export interface Claims {
  experience: string;
  rating: string;
  clients: string;
  fish: string;
}

export const CLAIMS_DEFAULTS: Claims = {
  experience: '10+',
  rating: '4.9',
  clients: '500+',
  fish: '3K+',
};

export interface SiteContentDefault {
  section: string;
  key: string;
  value: string;
}

/**
 * Every entry the seed stores on a new site. Pictures, the hero video and the logo are left out:
 * until the admin uploads one the site shows its built-in artwork. The business name is not
 * editable content.
 */
export function defaultSiteContentEntries(): SiteContentDefault[] {
  const { phone, email, location } = SITE_DEFAULTS;
  const sections: Record<string, object> = {
    hero: HERO_DEFAULTS,
    guide: GUIDE_DEFAULTS,
    about: ABOUT_DEFAULTS,
    contact: { phone, email, location, mailing_address: MAILING_ADDRESS_DEFAULT },
    claims: CLAIMS_DEFAULTS,
  };
  return Object.entries(sections).flatMap(([section, values]) =>
    Object.entries(values as Record<string, string>).map(([key, value]) => ({ section, key, value })),
  );
}
