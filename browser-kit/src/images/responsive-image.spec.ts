import { describe, expect, test } from '@jest/globals';
import { mediaFor, responsiveImage } from './responsive-image';
import { sitePicture } from '../site/site-picture';

const SIZES = '(min-width: 40rem) 50vw, 100vw';
const BOX = { width: 640, height: 480 };

const upload = {
  url: '/media/abc.jpg',
  width: 2000,
  height: 1200,
  variants: [
    { width: 480, url: '/media/abc-480.webp' },
    { width: 960, url: '/media/abc-960.webp' },
    { width: 1600, url: '/media/abc-1600.webp' },
  ],
};

describe('responsiveImage', () => {
  test('an upload: its WebP copies as a width srcset with the sizes, and its real pixel size', () => {
    expect(responsiveImage('/media/abc.jpg', upload, SIZES, BOX)).toEqual({
      src: '/media/abc.jpg',
      srcSet: '/media/abc-480.webp 480w, /media/abc-960.webp 960w, /media/abc-1600.webp 1600w',
      sizes: SIZES,
      width: 2000,
      height: 1200,
    });
  });

  test('a link elsewhere, or no media, gets the designed box and no srcset', () => {
    expect(responsiveImage('https://photos.example.com/pike.jpg', null, SIZES, BOX)).toEqual({
      src: 'https://photos.example.com/pike.jpg',
      width: 640,
      height: 480,
    });
    expect(responsiveImage('/media/abc.jpg', undefined, SIZES, BOX)).toEqual({ src: '/media/abc.jpg', width: 640, height: 480 });
  });

  test('an upload without copies keeps its pixel size and needs no sizes', () => {
    expect(responsiveImage('/media/abc.jpg', { ...upload, variants: [] }, SIZES, BOX)).toEqual({
      src: '/media/abc.jpg',
      width: 2000,
      height: 1200,
    });
  });
});

describe('mediaFor', () => {
  test('sorts the copies narrowest first', () => {
    const shuffled = { ...upload, variants: [upload.variants[2], upload.variants[0], upload.variants[1]] };
    expect(mediaFor('/media/abc.jpg', shuffled)?.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
  });

  test('media about another address, or malformed, is ignored', () => {
    for (const media of [
      { ...upload, url: '/media/other.jpg' },
      { ...upload, width: 0 },
      { ...upload, height: '1200' },
      { ...upload, width: 12.5 },
      { ...upload, variants: 'none' },
      'media',
      42,
    ]) {
      expect(mediaFor('/media/abc.jpg', media)).toBeNull();
    }
  });

  test('copies with an unsafe or srcset-breaking address, or no width, are dropped', () => {
    const media = mediaFor('/media/abc.jpg', {
      ...upload,
      variants: [
        { width: 480, url: 'javascript:alert(1)' },
        { width: 640, url: 'http://insecure.example.com/a.webp' },
        { width: 800, url: '/media/a,800.webp' },
        { width: 900, url: '/media/a 900.webp' },
        { url: '/media/abc-1000.webp' },
        null,
        { width: 960, url: '/media/abc-960.webp' },
      ],
    });
    expect(media?.variants).toEqual([{ width: 960, url: '/media/abc-960.webp' }]);
  });
});

describe('sitePicture', () => {
  const entry = (section: string, key: string, value: string, media?: unknown) => ({
    section,
    key,
    value,
    updatedAt: '2026-06-14T20:00:00.000Z',
    ...(media === undefined ? {} : { media }),
  });

  test('the stored picture with the media the server sent for it', () => {
    const entries = [
      entry('guide', 'picture', '/media/abc.jpg', upload),
      entry('hero', 'background_image', 'https://photos.example.com/lake.jpg', null),
    ];
    expect(sitePicture(entries, 'guide', 'picture')).toEqual({ src: '/media/abc.jpg', media: upload });
    expect(sitePicture(entries, 'hero', 'background_image')).toEqual({ src: 'https://photos.example.com/lake.jpg', media: null });
  });

  test('none when not set, blank, unsafe, or the answer is not a list', () => {
    expect(sitePicture([entry('guide', 'picture', '   ')], 'guide', 'picture')).toBeNull();
    expect(sitePicture([entry('guide', 'picture', 'javascript:alert(1)')], 'guide', 'picture')).toBeNull();
    expect(sitePicture([entry('guide', 'name', 'Dale')], 'guide', 'picture')).toBeNull();
    expect(sitePicture(undefined, 'guide', 'picture')).toBeNull();
    expect(sitePicture({ message: 'oops' }, 'guide', 'picture')).toBeNull();
  });
});
