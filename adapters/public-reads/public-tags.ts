import {
  availabilityOverridesTable,
  availabilityTemplateTable,
  scheduleClosuresTable,
} from '../../application/availability/availability-ports';
import { blogPostsTable } from '../../application/blog/blog-service';
import { packagesTable } from '../../application/catalogue/package-service';
import { siteContentTable } from '../../application/content/site-content-service';
import { catchesTable } from '../../application/gallery/catch-service';
import { mediaTable } from '../../application/media/media-service';
import { reviewsTable } from '../../application/reviews/review-service';
import { waiverTermsTable } from '../../application/waivers/waiver-terms-service';

/**
 * What the public reads show, one tag per kind of data: a change of one drops the kept answers
 * that show it and nothing else (a chat message or an SMS drops none).
 */
export const PUBLIC_TAGS = ['availability', 'packages', 'content', 'blog', 'reviews', 'catches', 'waiver-terms', 'settings'] as const;
export type PublicTag = (typeof PUBLIC_TAGS)[number];

/**
 * The tables each tag's answers are read from. Pictures in the site content, the posts and the
 * catches carry their upload's size and WebP copies, so an upload concerns all three.
 * The calendar's bookings (slot_claims) are a read model: their change comes from the log. A
 * package's season decides which days the calendar offers, so a package's change concerns both.
 */
const TAGS_OF_TABLE: ReadonlyMap<string, readonly PublicTag[]> = new Map([
  [packagesTable.name, ['packages', 'availability']],
  [siteContentTable.name, ['content']],
  [blogPostsTable.name, ['blog']],
  [reviewsTable.name, ['reviews']],
  [catchesTable.name, ['catches']],
  [mediaTable.name, ['content', 'blog', 'catches']],
  [availabilityOverridesTable.name, ['availability']],
  [availabilityTemplateTable.name, ['availability']],
  [scheduleClosuresTable.name, ['availability']],
  [waiverTermsTable.name, ['waiver-terms']],
]);

/** The same, by the audit area every such write records (content_changes.area), for another server's writes. */
const TAGS_OF_AREA: ReadonlyMap<string, readonly PublicTag[]> = new Map([
  ['packages', ['packages', 'availability']],
  ['site-content', ['content']],
  ['blog-posts', ['blog']],
  ['reviews', ['reviews']],
  ['catches', ['catches']],
  ['media', ['content', 'blog', 'catches']],
  ['availability', ['availability']],
  ['waiver-terms', ['waiver-terms']],
]);

/**
 * The API reads a server-rendered page may make, by path, with the tag of what they show. A page
 * that read anything else (a referral code's share data, a booking) is not kept.
 */
const TAGS_OF_READ: readonly (readonly [RegExp, PublicTag])[] = [
  [/^\/api\/packages(?:[/?]|$)/, 'packages'],
  [/^\/api\/availability(?:\?|$)/, 'availability'],
  [/^\/api\/site-content(?:\?|$)/, 'content'],
  [/^\/api\/blog-posts(?:[/?]|$)/, 'blog'],
  [/^\/api\/reviews(?:\?|$)/, 'reviews'],
  [/^\/api\/catches(?:\?|$)/, 'catches'],
  [/^\/api\/waiver-terms(?:\?|$)/, 'waiver-terms'],
  // The server's own settings (the retention periods): they change only with a restart, which keeps nothing.
  [/^\/api\/privacy\/retention(?:\?|$)/, 'settings'],
];

export function tagsOfTables(tables: Iterable<string>): Set<PublicTag> {
  const tags = new Set<PublicTag>();
  for (const name of tables) for (const tag of TAGS_OF_TABLE.get(name) ?? []) tags.add(tag);
  return tags;
}

export function tagsOfAreas(areas: Iterable<string>): Set<PublicTag> {
  const tags = new Set<PublicTag>();
  for (const area of areas) for (const tag of TAGS_OF_AREA.get(area) ?? []) tags.add(tag);
  return tags;
}

/** The tag of an API read (a path with its query), or undefined when it is not a public read. */
export function tagOfRead(path: string): PublicTag | undefined {
  return TAGS_OF_READ.find(([pattern]) => pattern.test(path))?.[1];
}
