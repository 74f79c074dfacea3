/** The public page where each guest signs the liability waiver. */
export const WAIVER_PAGE_PATH = '/liability-waiver';

/**
 * The waiver page's absolute address with the booking reference filled in (`?booking=<id>`), for
 * messages read outside the site: `siteOrigin` is the site's public origin, e.g. https://wabamunfishing.ca.
 */
export function waiverPageUrl(siteOrigin: string, bookingId: string): string {
  const url = new URL(WAIVER_PAGE_PATH, siteOrigin);
  url.searchParams.set('booking', bookingId);
  return url.toString();
}
