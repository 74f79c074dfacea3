import { RecordReader } from '../ports/records';
import { MEDIA_URL_PREFIX, MediaRow, MediaVariant, mediaTable } from './media-service';

/**
 * What a page needs to show an uploaded image without layout shift and at a web size: its pixel
 * size (for width/height) and its WebP copies (for srcset). Responses that carry an image address
 * add it as `media`, null for a link elsewhere, a video or a file the library does not have.
 */
export interface MediaImage {
  url: string;
  width: number;
  height: number;
  /** Narrowest first. */
  variants: MediaVariant[];
}

export type WithMedia<Row> = Row & { media: MediaImage | null };

/**
 * Ids are content hashes; anything else after /media/ cannot be a record, so it costs no query.
 * Variant names (`<id>-480.webp`) fail this too: a variant has no variants of its own.
 */
const MEDIA_FILE = /^([0-9a-f]{8,64})\.[a-z0-9]+$/;

/** Entries kept; a site has a few hundred images at most, each entry is a few hundred bytes. */
const CACHE_LIMIT = 1000;

/**
 * Looks up the media record behind image addresses. Records never change once stored (the id is
 * the hash of the bytes, and there is no edit or delete), so what was found is remembered: the
 * public lists ask for the same few images on every page view. Misses are not remembered, since
 * the file may be uploaded later.
 */
export class MediaImages {
  private readonly known = new Map<string, MediaImage>();

  constructor(private readonly store: RecordReader) {}

  /** The image of each address that is an uploaded image; other addresses are absent. */
  async lookup(urls: Iterable<string | null | undefined>): Promise<ReadonlyMap<string, MediaImage>> {
    const unique = [...new Set(urls)].filter((url): url is string => !!url);
    const images = await Promise.all(unique.map((url) => this.find(url)));
    return new Map(unique.flatMap((url, i) => (images[i] ? [[url, images[i]] as const] : [])));
  }

  /** `rows` each with the `media` of the address `urlOf` names. */
  async attach<Row extends object>(rows: readonly Row[], urlOf: (row: Row) => string | null | undefined): Promise<WithMedia<Row>[]> {
    const images = await this.lookup(rows.map(urlOf));
    return rows.map((row) => ({ ...row, media: images.get(urlOf(row) ?? '') ?? null }));
  }

  async attachOne<Row extends object>(row: Row, urlOf: (row: Row) => string | null | undefined): Promise<WithMedia<Row>> {
    return (await this.attach([row], urlOf))[0]!;
  }

  private async find(url: string): Promise<MediaImage | null> {
    const cached = this.known.get(url);
    if (cached) return cached;
    const id = url.startsWith(MEDIA_URL_PREFIX) ? MEDIA_FILE.exec(url.slice(MEDIA_URL_PREFIX.length))?.[1] : undefined;
    if (!id) return null;
    const image = imageOf(await this.store.findOne(mediaTable, { id }), url);
    if (image) this.remember(url, image);
    return image;
  }

  private remember(url: string, image: MediaImage): void {
    if (this.known.size >= CACHE_LIMIT) this.known.delete(this.known.keys().next().value!);
    this.known.set(url, image);
  }
}

/** Only an image stored under exactly this address (a .png address does not get a .jpg's record). */
function imageOf(row: MediaRow | null, url: string): MediaImage | null {
  if (!row || row.kind !== 'image' || row.url !== url || !row.width || !row.height) return null;
  const variants = [...row.variants].sort((a, b) => a.width - b.width).map(({ width, url }) => ({ width, url }));
  return { url: row.url, width: row.width, height: row.height, variants };
}
