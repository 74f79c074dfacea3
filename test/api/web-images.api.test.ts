import { beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { testDatabases } from '../support/databases';
import { useApiApp } from '../support/api-suite';
import { TestClock } from '../support/test-clock';

/**
 * The public lists carry what a page needs to show an uploaded image at web size (srcset) and
 * without layout shift (width, height): `media` on catches, blog posts and site-content pictures.
 */

/** A 1000x700 PNG with a random corner, so every run uploads new bytes. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 700, channels: 3, background: '#2d5f7a' } })
    .composite([{ input: randomBytes(32 * 32 * 3), raw: { width: 32, height: 32, channels: 3 }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A few bytes that are an MP4 as far as the upload check goes: an 'ftyp' box, then media data. */
function mp4(): Uint8Array {
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return Uint8Array.from([
    0,
    0,
    0,
    24,
    ...ascii('ftypisom'),
    0,
    0,
    2,
    0,
    ...ascii('isommp41'),
    0,
    0,
    0,
    108,
    ...ascii('mdat'),
    ...randomBytes(100),
  ]);
}

const valid = { fishType: 'Northern Pike', angler: 'Robin Shore', date: '2026-08-14' };

describe.each(testDatabases().map((db) => [db.name, db] as const))('web-sized images in API answers on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const suite = useApiApp(db, { clock });
  /** The upload's own record, as POST /api/media answered it. */
  let image: { id: string; url: string; width: number; height: number; variants: { width: number; url: string }[] };
  let video: { url: string };

  async function upload(bytes: Uint8Array, name: string): Promise<any> {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const res = await fetch(`${suite.app.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { Cookie: suite.admin.cookie!, 'X-Requested-With': 'test' },
    });
    expect(res.status).toBe(201);
    return res.json();
  }

  beforeAll(async () => {
    image = await upload(await photo(), 'walleye.png');
    video = await upload(mp4(), 'dawn.mp4');
  });

  const expectedMedia = () => ({
    url: image.url,
    width: 1000,
    height: 700,
    variants: [
      { width: 480, url: `/media/${image.id}-480.webp` },
      { width: 960, url: `/media/${image.id}-960.webp` },
    ],
  });

  test('the upload made the copies the answers will name', () => {
    expect(image).toMatchObject({ url: `/media/${image.id}.png`, width: 1000, height: 700, variants: expectedMedia().variants });
  });

  test('a catch with an uploaded image carries its size and WebP copies, wherever it is read', async () => {
    const created = await suite.admin.request('POST', '/api/catches', { ...valid, imageUrl: image.url });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, imageUrl: image.url, media: expectedMedia() });

    const listed = (await suite.app.request('GET', '/api/catches')).body.find((c: any) => c.id === created.body.id);
    expect(listed).toEqual(created.body);

    const edited = await suite.admin.request('PUT', `/api/catches/${created.body.id}`, {
      ...valid,
      angler: 'Sam Lee',
      imageUrl: image.url,
    });
    expect(edited.body).toMatchObject({ angler: 'Sam Lee', media: expectedMedia() });

    // Every copy named is really served, as WebP.
    for (const variant of listed.media.variants) {
      const res = await fetch(suite.app.url + variant.url);
      expect([variant.url, res.status, res.headers.get('content-type')]).toEqual([variant.url, 200, 'image/webp']);
    }
  });

  test('a link elsewhere, or a /media/ address the library does not have, has media null', async () => {
    const elsewhere = await suite.admin.request('POST', '/api/catches', { ...valid, imageUrl: 'https://photos.example.com/pike.jpg' });
    const unknown = await suite.admin.request('POST', '/api/catches', { ...valid, imageUrl: `/media/${'f'.repeat(32)}.png` });
    const otherType = await suite.admin.request('POST', '/api/catches', { ...valid, imageUrl: image.url.replace(/\.png$/, '.jpg') });
    const list = (await suite.app.request('GET', '/api/catches')).body;
    for (const created of [elsewhere, unknown, otherType]) {
      expect(created.status).toBe(201);
      expect(created.body.media).toBeNull();
      expect(list.find((c: any) => c.id === created.body.id).media).toBeNull();
    }
  });

  test('the seeded catches are uploads with their copies', async () => {
    const seeded = (await suite.app.request('GET', '/api/catches')).body.filter(
      (c: any) => c.angler !== valid.angler && c.angler !== 'Sam Lee',
    );
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const c of seeded) {
      expect(c.media).toEqual({
        url: c.imageUrl,
        width: 1200,
        height: 900,
        variants: [
          { width: 480, url: c.imageUrl.replace(/\.jpg$/, '-480.webp') },
          { width: 960, url: c.imageUrl.replace(/\.jpg$/, '-960.webp') },
        ],
      });
    }
  });

  test('site-content pictures carry media (null for a link elsewhere); texts and the video do not', async () => {
    const saved = await suite.admin.request('POST', '/api/site-content', { section: 'hero', key: 'background_image', value: image.url });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ section: 'hero', key: 'background_image', value: image.url, media: expectedMedia() });
    await suite.admin.request('POST', '/api/site-content', {
      section: 'guide',
      key: 'picture',
      value: 'https://images.example.com/guide.webp',
    });
    await suite.admin.request('POST', '/api/site-content', { section: 'hero', key: 'video_url', value: video.url });

    const entries = (await suite.app.request('GET', '/api/site-content')).body as any[];
    const entry = (section: string, key: string) => entries.find((e) => e.section === section && e.key === key);
    expect(entry('hero', 'background_image')).toEqual(saved.body);
    expect(entry('guide', 'picture').media).toBeNull();
    expect(entry('hero', 'video_url')).toEqual({ section: 'hero', key: 'video_url', value: video.url, updatedAt: expect.any(String) });
    expect(Object.keys(entry('hero', 'title')).sort()).toEqual(['key', 'section', 'updatedAt', 'value']);
  });

  test('a blog post carries its featured image media in the list and on its page', async () => {
    const post = { title: 'Walleye at Dusk', excerpt: 'Where they go.', content: 'Text.', published: true };
    const withImage = await suite.admin.request('POST', '/api/blog-posts', { ...post, featuredImage: image.url });
    expect(withImage.status).toBe(201);
    expect(withImage.body.media).toEqual(expectedMedia());
    const without = await suite.admin.request('POST', '/api/blog-posts', { ...post, title: 'Perch Basics' });
    expect(without.body).toMatchObject({ featuredImage: null, media: null });

    const list = (await suite.app.request('GET', '/api/blog-posts')).body;
    expect(list.find((p: any) => p.id === withImage.body.id).media).toEqual(expectedMedia());
    expect(list.find((p: any) => p.id === without.body.id).media).toBeNull();
    const page = await suite.app.request('GET', `/api/blog-posts/${withImage.body.slug}`);
    expect([page.status, page.body.featuredImage, page.body.media]).toEqual([200, image.url, expectedMedia()]);

    const cleared = await suite.admin.request('PATCH', `/api/blog-posts/${withImage.body.id}`, { featuredImage: null });
    expect(cleared.body).toMatchObject({ featuredImage: null, media: null });
  });
});
