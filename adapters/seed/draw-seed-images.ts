import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HEIGHT, scene, SEED_SPECIES, SeedSpecies, WIDTH } from './seed-image-scene';
import { perch, pike, walleye } from './seed-fish';

// The seed illustrations are drawn here rather than downloaded so that the
// repository holds no third-party images whose licence would need tracking.

export function drawSeedImageSvg(species: SeedSpecies): string {
  const fish = species === 'northern-pike' ? pike() : species === 'walleye' ? walleye() : perch();
  return scene(species, fish.svg, fish.defs);
}

export async function main(outputDirectory = path.resolve('adapters/seed/images')): Promise<void> {
  await mkdir(outputDirectory, { recursive: true });
  for (const species of SEED_SPECIES) {
    const target = path.join(outputDirectory, `${species}.jpg`);
    const info = await sharp(Buffer.from(drawSeedImageSvg(species)))
      .resize(WIDTH, HEIGHT)
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(target);
    console.log(`${target}: ${info.size} bytes`);
  }
}

if (require.main === module) {
  main(process.argv[2] ? path.resolve(process.argv[2]) : undefined).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
