import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { SharpImageProcessor } from '../../adapters/media/sharp-image-processor';
import { NormalisedImage } from '../../application/media/media-ports';

/**
 * Every app a suite starts seeds a new site, and the seed uploads its six illustrations through
 * the media service like an admin's upload (adapters/seed/seed-steps.ts): libvips re-encodes each
 * and draws its WebP variants, about a second of processor time per start and hundreds of starts
 * per test run, for the same bytes every time. Here sharp's answers for the seed's own images (and
 * for what they become) are kept in a file shared by the run's workers, named after sharp's and
 * libvips' versions, and given back byte for byte. Any other image (every upload a suite makes)
 * still goes through sharp. A Jest setup file of the suites that start apps (jest.config.js).
 */
const SEED_IMAGES = join(__dirname, '..', '..', 'adapters', 'seed', 'images');
const CACHE = join(tmpdir(), `fishing-test-seed-images-${String(sharp.versions.sharp)}-${sharp.versions.vips}`);

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const seedOriginals = new Set(
  readdirSync(SEED_IMAGES)
    .filter((file) => file.endsWith('.jpg'))
    .map((file) => digest(readFileSync(join(SEED_IMAGES, file)))),
);
/** An original of the seed, or the re-encoded image made from one (its variants are drawn from that). */
const fromSeed = (hash: string) => seedOriginals.has(hash) || existsSync(join(CACHE, `from-seed-${hash}`));

function keep(name: string, bytes: Uint8Array | string): void {
  mkdirSync(CACHE, { recursive: true });
  // Written whole under another name first: a suite in another worker never reads half a file.
  const partial = join(CACHE, `${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(partial, bytes);
  renameSync(partial, join(CACHE, name));
}

const { normalise, webpVariant } = SharpImageProcessor.prototype;

SharpImageProcessor.prototype.normalise = async function (bytes, mime) {
  const hash = digest(bytes);
  if (!fromSeed(hash)) return normalise.call(this, bytes, mime);
  const name = `normalised-${hash}-${mime.replace('/', '-')}`;
  if (existsSync(join(CACHE, name)) && existsSync(join(CACHE, `${name}.json`))) {
    const { width, height } = JSON.parse(readFileSync(join(CACHE, `${name}.json`), 'utf8')) as Omit<NormalisedImage, 'bytes'>;
    return { bytes: readFileSync(join(CACHE, name)), width, height };
  }
  const image = await normalise.call(this, bytes, mime);
  keep(`from-seed-${digest(image.bytes)}`, '');
  keep(name, image.bytes);
  keep(`${name}.json`, JSON.stringify({ width: image.width, height: image.height }));
  return image;
};

SharpImageProcessor.prototype.webpVariant = async function (bytes, width) {
  const hash = digest(bytes);
  if (!fromSeed(hash)) return webpVariant.call(this, bytes, width);
  const file = join(CACHE, `variant-${hash}-${width}.webp`);
  if (existsSync(file)) return readFileSync(file);
  const variant = await webpVariant.call(this, bytes, width);
  keep(`variant-${hash}-${width}.webp`, variant);
  return variant;
};
