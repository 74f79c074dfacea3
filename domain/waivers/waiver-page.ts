/** The public page where each guest signs the liability waiver. */
export const WAIVER_PAGE_PATH = '/liability-waiver';

/**
 * The waiver page's absolute address with the booking's waiver reference filled in
 * (`?booking=<reference>`), for messages read outside the site: `siteOrigin` is the site's public
 * origin, e.g. https://wabamunfishing.ca. The reference is the booking's own secret
 * (application/waivers/waiver-references.ts), never its id: ids travel in other links.
 */
export function waiverPageUrl(siteOrigin: string, reference: string): string {
  const url = new URL(WAIVER_PAGE_PATH, siteOrigin);
  url.searchParams.set('booking', reference);
  return url.toString();
}

/** The waiver page without a reference: a waiver signed there waits for the admin to link it to its booking. */
export function plainWaiverPageUrl(siteOrigin: string): string {
  return new URL(WAIVER_PAGE_PATH, siteOrigin).toString();
}

/**
 * Where the private link of a signer's email leads (`/waiver-copy/<token>`): a page of the
 * server's own that gives the signed copy to whoever follows it.
 */
export const WAIVER_COPY_PATH = '/waiver-copy';

export function waiverCopyUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${WAIVER_COPY_PATH}/${token}`;
}

/** How long a copy link works: long enough to read the email after the trip, not for ever. */
export const WAIVER_COPY_LINK_DAYS = 30;
