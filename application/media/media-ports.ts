/** Where uploaded files live: somewhere every server of the site reads them from. */
export interface MediaFiles {
  /**
   * Stores the bytes under `name` (a content-hash name, so the same name always means the same
   * bytes), to be served as `type`: saving again is harmless, and a crash never leaves a partial
   * file under the name.
   */
  save(name: string, bytes: Uint8Array, type: string): Promise<void>;
  exists(name: string): Promise<boolean>;
}

export interface NormalisedImage {
  readonly bytes: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Image work that needs a codec library. */
export interface ImageProcessor {
  /**
   * The image turned upright (EXIF orientation applied) and re-encoded in its own format without
   * any metadata: phone photos carry the GPS position of where they were taken.
   */
  normalise(bytes: Uint8Array, mime: string): Promise<NormalisedImage>;
  /** A WebP copy `width` pixels wide (height in proportion), never wider than the input. */
  webpVariant(bytes: Uint8Array, width: number): Promise<Uint8Array>;
}

/** The bytes looked like an image but the codec could not read them, or they are too many pixels. */
export class ImageUnreadableError extends Error {
  override readonly name = 'ImageUnreadableError';
  constructor(
    readonly reason: 'corrupt' | 'too-many-pixels',
    detail: string,
  ) {
    super(detail);
  }
}
