import {
  judgeUpload,
  MEDIA_MESSAGES,
  MediaKind,
  MediaTooLargeError,
  MediaUnsupportedError,
  SniffedMedia,
  sniffMedia,
  variantWidths,
} from '../../domain/media/media-rules';
import { Actor } from '../../domain/shared/actor';
import { recordContentChange } from '../audit/content-changes';
import { Clock } from '../ports/clock';
import { table } from '../ports/read-models';
import { RecordStore } from '../ports/records';
import { ImageProcessor, ImageUnreadableError, MediaFiles } from './media-ports';

export interface MediaVariant {
  width: number;
  url: string;
}

/** One uploaded file. The id is its content hash, so the same bytes are one record. */
export interface MediaRow {
  id: string;
  /** Where the stored file is served: `/media/<id>.<extension>`. */
  url: string;
  kind: MediaKind;
  mime: string;
  /** Bytes of the stored file (for images, after re-encoding). */
  size: number;
  /** Pixels of the upright image; null for a video. */
  width: number | null;
  height: number | null;
  /** WebP copies for srcset, narrowest first; empty for a video. */
  variants: MediaVariant[];
  originalName: string;
  createdAt: Date;
}

export interface MediaUpload {
  bytes: Uint8Array;
  /** The name on the uploader's computer: shown in lists, never used for the stored name or the type. */
  originalName: string;
  /** What the form asked for; without it any accepted image or video goes. */
  kind?: MediaKind;
}

export const mediaTable = table<MediaRow>('media', ['id']);

export const MEDIA_URL_PREFIX = '/media/';
/** Hex digits of the SHA-256 kept in names: 128 bits, far beyond any accidental collision. */
const HASH_LENGTH = 32;
const ORIGINAL_NAME_MAX = 255;

interface StoredFiles {
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
}

export class MediaService {
  constructor(
    private readonly store: RecordStore,
    private readonly clock: Clock,
    private readonly files: MediaFiles,
    private readonly images: ImageProcessor,
  ) {}

  /** Staff's media library, newest first. */
  list(): Promise<MediaRow[]> {
    return this.store.list(mediaTable, { order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /**
   * Checks the bytes (type, then size), stores the file and its variants, then the record with its
   * audit entry. Files are written before the record: a failure in between leaves unreferenced
   * files under content names, which the next upload of the same bytes simply reuses.
   */
  async upload(upload: MediaUpload, actor: Actor): Promise<MediaRow> {
    const type = judgeUpload(sniffMedia(upload.bytes), upload.bytes.length, upload.kind);
    const id = await contentHash(upload.bytes);
    const existing = await this.store.findOne(mediaTable, { id });
    if (existing && (await this.filesPresent(existing))) return existing;

    const stored = type.kind === 'image' ? await this.storeImage(id, type, upload.bytes) : await this.storeVideo(id, type, upload.bytes);
    return this.store.transaction(async (tx) => {
      await tx.lock(`media:${id}`);
      const again = await tx.findOne(mediaTable, { id });
      if (again) return again;
      const now = this.clock.now();
      const row = await tx.insert(mediaTable, {
        id,
        url: MEDIA_URL_PREFIX + stored.name,
        kind: type.kind,
        mime: type.mime,
        size: stored.size,
        width: stored.width,
        height: stored.height,
        variants: stored.variants,
        originalName: cleanName(upload.originalName),
        createdAt: now,
      });
      await recordContentChange(tx, { area: 'media', recordId: id, action: 'created', actor, at: now, before: null, after: row });
      return row;
    });
  }

  private async storeImage(id: string, type: SniffedMedia, bytes: Uint8Array): Promise<StoredFiles> {
    const image = await readable(() => this.images.normalise(bytes, type.mime));
    const variants: MediaVariant[] = [];
    for (const width of variantWidths(image.width)) {
      const name = `${id}-${width}.webp`;
      await this.files.save(name, await readable(() => this.images.webpVariant(image.bytes, width)), 'image/webp');
      variants.push({ width, url: MEDIA_URL_PREFIX + name });
    }
    const name = `${id}.${type.extension}`;
    await this.files.save(name, image.bytes, type.mime);
    return { name, size: image.bytes.length, width: image.width, height: image.height, variants };
  }

  /**
   * Videos are stored as uploaded: stripping their metadata (which may hold a location too) needs
   * a remuxer such as ffmpeg, which this server does not have.
   */
  private async storeVideo(id: string, type: SniffedMedia, bytes: Uint8Array): Promise<StoredFiles> {
    const name = `${id}.${type.extension}`;
    await this.files.save(name, bytes, type.mime);
    return { name, size: bytes.length, width: null, height: null, variants: [] };
  }

  private async filesPresent(row: MediaRow): Promise<boolean> {
    for (const url of [row.url, ...row.variants.map((v) => v.url)]) {
      if (!(await this.files.exists(url.slice(MEDIA_URL_PREFIX.length)))) return false;
    }
    return true;
  }
}

/** A codec failure on bytes that passed the sniffer is the user's file, not our fault: 415 or 413. */
async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ImageUnreadableError)) throw error;
    if (error.reason === 'too-many-pixels') throw new MediaTooLargeError(MEDIA_MESSAGES.tooManyPixels);
    throw new MediaUnsupportedError(MEDIA_MESSAGES.unreadableImage);
  }
}

async function contentHash(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, HASH_LENGTH);
}

/** Only for display: control characters and folders dropped, length capped. */
function cleanName(name: string): string {
  const base = name
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .split(/[\\/]/)
    .pop()!
    .trim();
  return base.slice(0, ORIGINAL_NAME_MAX) || 'upload';
}
