import sharp, { Sharp } from 'sharp';
import { ImageProcessor, ImageUnreadableError, NormalisedImage } from '../../application/media/media-ports';

/** Larger images are refused: decoding takes 4 bytes per pixel, and 100 MP is already 400 MB. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Images through sharp (libvips). Every image is opened with `animated: true`, so an animated GIF
 * or WebP keeps all its frames, in the stored original and in its WebP variants; a still image is
 * a single frame. sharp writes no metadata unless asked to, so re-encoding strips EXIF (GPS), XMP
 * and comments; the orientation EXIF carried is applied to the pixels first.
 */
export class SharpImageProcessor implements ImageProcessor {
  async normalise(bytes: Uint8Array, mime: string): Promise<NormalisedImage> {
    const pipeline = encodeAs(open(bytes).autoOrient(), mime);
    const { data, info } = await readOrRefuse(() => pipeline.toBuffer({ resolveWithObject: true }));
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  }

  async webpVariant(bytes: Uint8Array, width: number): Promise<Uint8Array> {
    const pipeline = open(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 });
    return readOrRefuse(() => pipeline.toBuffer());
  }
}

function open(bytes: Uint8Array): Sharp {
  return sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
}

/** The stored original keeps the format it was uploaded in (and so its extension and type). */
function encodeAs(image: Sharp, mime: string): Sharp {
  switch (mime) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 90 });
    default:
      throw new Error(`No encoder for ${mime}`);
  }
}

/**
 * The bytes passed the sniffer, so what libvips cannot decode is the user's file (truncated,
 * corrupt), whatever words its message uses.
 */
async function readOrRefuse<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageUnreadableError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'corrupt', message);
  }
}
