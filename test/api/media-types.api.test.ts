import { describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { mp4, useMediaApi } from '../support/media-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('media uploads on %s', (name, db) => {
  const { upload } = useMediaApi(name, db);

  test('the type is read from the bytes: renamed HTML, SVG and broken images are refused (415)', async () => {
    const html = new TextEncoder().encode('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    expect(await upload({ bytes: html, name: 'photo.png', type: 'image/png' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video' }),
    });
    expect(await upload({ bytes: html, name: 'photo.png', type: 'image/png', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image' }),
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload({ bytes: svg, name: 'logo.svg', type: 'image/svg+xml', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image' }),
    });
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), randomBytes(200)]);
    expect(await upload({ bytes: broken, name: 'broken.png', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'This image could not be read. Please choose another PNG, JPEG, GIF or WebP image' }),
    });
  });

  test('kind=video refuses a PNG named .mp4; kind=image refuses a video', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    expect(await upload({ bytes: png, name: 'hero.mp4', type: 'video/mp4', kind: 'video' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please upload a video file' }),
    });
    expect(await upload({ bytes: mp4(), name: 'guide.png', type: 'image/png', kind: 'image' })).toEqual({
      status: 415,
      body: errorAnswer({ message: 'Please choose a PNG, JPEG, GIF or WebP image' }),
    });
    const badKind = await upload({ bytes: png, name: 'a.png', kind: 'audio' });
    expect(badKind).toEqual({
      status: 400,
      body: errorAnswer({ message: "Kind must be 'image' or 'video'", errors: { kind: "Kind must be 'image' or 'video'" } }),
    });
  });
});
