/** Search results cut a title after about 70 characters. */
export const TITLE_MAX_LENGTH = 70;

/**
 * The landing page's title: the business name and what it offers, in the longest wording that
 * fits a search result.
 */
export function landingTitle(name: string): string {
  const wordings = [`${name} | Guided Pike, Walleye & Perch Trips`, `${name} | Guided Fishing Trips`, name];
  return wordings.find((title) => title.length <= TITLE_MAX_LENGTH) ?? name;
}
