import { describe, expect, test } from '@jest/globals';
import { RecordReader } from '../ports/records';
import { MediaImages } from './media-images';
import { MediaRow } from './media-service';

const ID = '0123456789abcdef0123456789abcdef';

const photo: MediaRow = {
  id: ID,
  url: `/media/${ID}.jpg`,
  kind: 'image',
  mime: 'image/jpeg',
  size: 120_000,
  width: 1200,
  height: 900,
  // Stored out of order on purpose: pages need them narrowest first.
  variants: [
    { width: 960, url: `/media/${ID}-960.webp` },
    { width: 480, url: `/media/${ID}-480.webp` },
  ],
  originalName: 'pike.jpg',
  createdAt: new Date('2026-06-14T20:00:00Z'),
};

const VIDEO_ID = 'fedcba9876543210fedcba9876543210';
const video: MediaRow = {
  ...photo,
  id: VIDEO_ID,
  url: `/media/${VIDEO_ID}.mp4`,
  kind: 'video',
  mime: 'video/mp4',
  width: null,
  height: null,
  variants: [],
};

/** A store holding `rows` that counts its reads. */
function storeOf(rows: MediaRow[]): RecordReader & { reads: number } {
  const store = {
    reads: 0,
    list: async () => [],
    findOne: async (_table: unknown, where: Partial<MediaRow>) => {
      store.reads += 1;
      return rows.find((row) => row.id === where.id) ?? null;
    },
  };
  return store as unknown as RecordReader & { reads: number };
}

describe('MediaImages', () => {
  test('an uploaded image gets its size and its WebP copies, narrowest first', async () => {
    const images = new MediaImages(storeOf([photo]));
    const found = await images.lookup([photo.url]);
    expect(found.get(photo.url)).toEqual({
      url: photo.url,
      width: 1200,
      height: 900,
      variants: [
        { width: 480, url: `/media/${ID}-480.webp` },
        { width: 960, url: `/media/${ID}-960.webp` },
      ],
    });
  });

  test('links elsewhere, videos, unknown files, variant names and another extension get nothing', async () => {
    const store = storeOf([photo, video]);
    const found = await new MediaImages(store).lookup([
      'https://photos.example.com/pike.jpg',
      video.url,
      '/media/ffffffffffffffffffffffffffffffff.jpg',
      `/media/${ID}-480.webp`,
      `/media/${ID}.png`,
      '/media/pike-0c1d2e.jpg',
      null,
      '',
    ]);
    expect(found.size).toBe(0);
    // Only names that can be a content hash cost a query.
    expect(store.reads).toBe(3);
  });

  test('attach adds media to every row, null where there is none, and keeps the other fields', async () => {
    const rows = [
      { id: 1, imageUrl: photo.url },
      { id: 2, imageUrl: 'https://photos.example.com/pike.jpg' },
      { id: 3, imageUrl: photo.url },
    ];
    const attached = await new MediaImages(storeOf([photo])).attach(rows, (row) => row.imageUrl);
    expect(attached.map((row) => [row.id, row.imageUrl, row.media?.width ?? null])).toEqual([
      [1, photo.url, 1200],
      [2, 'https://photos.example.com/pike.jpg', null],
      [3, photo.url, 1200],
    ]);
  });

  test('a found image is read once; a miss is asked again, since it may be uploaded later', async () => {
    const rows: MediaRow[] = [];
    const store = storeOf(rows);
    const images = new MediaImages(store);
    expect((await images.lookup([photo.url])).size).toBe(0);
    rows.push(photo);
    expect((await images.lookup([photo.url])).size).toBe(1);
    expect((await images.lookup([photo.url, photo.url])).size).toBe(1);
    expect(store.reads).toBe(2);
  });
});
