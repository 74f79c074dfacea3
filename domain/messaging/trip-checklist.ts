/**
 * What a guest brings and what the boat has. The confirmation email and the SMS texts
 * (application/messaging) say it, and so do the public site's pages, which is why it stays in the
 * domain: browser code may import the domain, never application/.
 */

export const WHAT_TO_BRING: readonly string[] = [
  'An Alberta fishing licence for every angler 16 and over',
  'Weather-appropriate layers and a rain jacket',
  'Sunscreen, sunglasses and a hat',
  'Snacks and water',
];

export const GEAR_INCLUDED = 'Rods, tackle, bait and life jackets are included.';

/** The short list an SMS has room for (the confirmation email has the whole one): what `{bring}` says. */
export const WHAT_TO_BRING_SHORT = 'fishing licence (16+), warm layers and rain gear, sunscreen, snacks and water';
