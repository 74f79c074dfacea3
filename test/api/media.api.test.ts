import { describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { animatedGif, gradientPng, hasGps, mp4, noisePng, phoneJpeg, useMediaApi } from '../support/media-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('media uploads on %s', (name, db) => {
  const { upload, filesOf, storedCount, served } = useMediaApi(name, db);

  test('a PNG is stored with WebP variants at 480, 960 and 1600 and served immutable', async () => {
    const png = await gradientPng();
    const res = await upload({ bytes: png, name: 'Sunset over Wabamun.png', type: 'image/png' });
    expect(res.status).toBe(201);
    const id: string = res.body.id;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body).toMatchObject({
      url: `/media/${id}.png`,
      kind: 'image',
      mime: 'image/png',
      width: 2000,
      height: 1200,
      originalName: 'Sunset over Wabamun.png',
      variants: [
        { width: 480, url: `/media/${id}-480.webp` },
        { width: 960, url: `/media/${id}-960.webp` },
        { width: 1600, url: `/media/${id}-1600.webp` },
      ],
    });

    const original = await served(res.body.url);
    expect(original.res.status).toBe(200);
    expect(original.res.headers.get('content-type')).toBe('image/png');
    expect(original.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(original.bytes.length).toBe(res.body.size);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'png', width: 2000, height: 1200 });

    for (const variant of res.body.variants) {
      const file = await served(variant.url);
      expect(file.res.headers.get('content-type')).toBe('image/webp');
      expect(file.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, Math.round((variant.width * 1200) / 2000)]);
    }
    expect(await filesOf(id)).toEqual([`${id}-1600.webp`, `${id}-480.webp`, `${id}-960.webp`, `${id}.png`]);
  });

  test('a small image is never enlarged: one variant at its own width', async () => {
    const small = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#123456' } })
      .composite([{ input: randomBytes(30 * 30 * 3), raw: { width: 30, height: 30, channels: 3 }, left: 0, top: 0 }])
      .webp()
      .toBuffer();
    const res = await upload({ bytes: small, name: 'logo.webp', kind: 'image' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/webp', width: 300, height: 120, variants: [{ width: 300 }] });
    expect((await sharp((await served(res.body.variants[0].url)).bytes).metadata()).width).toBe(300);
  });

  test('a phone photo loses its EXIF (GPS of the fishing spot) and is turned upright', async () => {
    const photo = await phoneJpeg();
    const before = await sharp(photo).metadata();
    expect([hasGps(before.exif), before.orientation, photo.includes('PhoneCo')]).toEqual([true, 6, true]);

    const res = await upload({ bytes: photo, name: 'secret-spot.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/jpeg', url: `/media/${res.body.id}.jpg`, width: 200, height: 300 });
    const stored = (await served(res.body.url)).bytes;
    const after = await sharp(stored).metadata();
    expect([after.format, after.width, after.height, after.exif, after.orientation]).toEqual(['jpeg', 200, 300, undefined, undefined]);
    expect(stored.includes('PhoneCo')).toBe(false);
    const variant = await sharp((await served(res.body.variants[0].url)).bytes).metadata();
    expect([variant.exif, variant.width]).toEqual([undefined, 200]);
  });

  test('an animated GIF keeps its frames, in the original and in its WebP variant', async () => {
    const res = await upload({ bytes: await animatedGif(), name: 'jumping-pike.gif' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime: 'image/gif', width: 64, height: 48, variants: [{ width: 64 }] });
    const original = await sharp((await served(res.body.url)).bytes, { animated: true }).metadata();
    expect([original.format, original.pages, original.pageHeight]).toEqual(['gif', 4, 48]);
    const variant = await sharp((await served(res.body.variants[0].url)).bytes, { animated: true }).metadata();
    expect([variant.format, variant.pages]).toEqual(['webp', 4]);
  });

  test('an image over 5 MB is refused with the 5 MB message and nothing is stored', async () => {
    const big = await noisePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    expect((await sharp(big).metadata()).format).toBe('png');
    const before = await storedCount();
    const res = await upload({ bytes: big, name: 'huge.png', type: 'image/png' });
    expect(res).toEqual({ status: 413, body: errorAnswer({ message: 'File too large: Please choose an image smaller than 5MB' }) });
    expect(await storedCount()).toBe(before);
  });

  test('a file over 50 MB is cut off while uploading, with the video limit in the answer', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024 + 1);
    huge.set(mp4(16));
    // On CI's overloaded machine the connection of this upload has been reset about five seconds in,
    // on the embedded database only (never on a quiet machine): most likely the server's 5 s
    // keep-alive timer on the reused connection firing while the embedded database held the event
    // loop. The upload is sent once more then (on a new connection), and its answer must be this one.
    const send = () => upload({ bytes: huge, name: 'whole-day.mp4', type: 'video/mp4', kind: 'video' });
    const res = await send().catch((error: unknown) => {
      if (!String((error as { cause?: unknown })?.cause).includes('ECONNRESET')) throw error;
      return send();
    });
    expect(res).toEqual({ status: 413, body: errorAnswer({ message: 'File too large: Please choose a video smaller than 50MB' }) });
  }, 60_000);

  test('an image of too many pixels is refused before it is decoded', async () => {
    const wide = await sharp({ create: { width: 12_000, height: 10_000, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect(wide.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload({ bytes: wide, name: 'panorama.png' });
    expect(res).toEqual({
      status: 413,
      body: errorAnswer({ message: 'This image has too many pixels. Please choose an image of at most 100 megapixels' }),
    });
  });
});
