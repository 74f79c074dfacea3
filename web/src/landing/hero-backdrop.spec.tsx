import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';
import { Hero } from './Hero';
import { heroBackdrop, mayPlayBackgroundVideo, WIDE_SCREEN } from './hero-backdrop';

const still = {
  url: '/media/lake.jpg',
  width: 2400,
  height: 1350,
  variants: [
    { width: 480, url: '/media/lake-480.webp' },
    { width: 960, url: '/media/lake-960.webp' },
    { width: 1600, url: '/media/lake-1600.webp' },
  ],
};

describe('heroBackdrop', () => {
  test('an uploaded still fills the viewport width from its WebP copies', () => {
    expect(heroBackdrop(undefined, { src: '/media/lake.jpg', media: still })).toEqual({
      still: {
        src: '/media/lake.jpg',
        srcSet: '/media/lake-480.webp 480w, /media/lake-960.webp 960w, /media/lake-1600.webp 1600w',
        sizes: '100vw',
        width: 2400,
        height: 1350,
      },
      video: null,
    });
  });

  test('an uploaded MP4 or WebM plays in the page, a YouTube or Vimeo video in its privacy-enhanced player', () => {
    expect(heroBackdrop('/media/dawn.mp4', null).video).toEqual({ kind: 'file', src: '/media/dawn.mp4', type: 'video/mp4' });
    expect(heroBackdrop('/media/dawn.webm', null).video).toEqual({ kind: 'file', src: '/media/dawn.webm', type: 'video/webm' });
    expect(heroBackdrop('https://www.youtube.com/watch?v=dQw4w9WgXcQ', null).video).toEqual({
      kind: 'embed',
      src: expect.stringMatching(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1&mute=1&loop=1&playlist=dQw4w9WgXcQ&controls=0/,
      ),
    });
    expect(heroBackdrop('https://vimeo.com/76979871', null).video).toEqual({
      kind: 'embed',
      src: expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\/76979871\?background=1/),
    });
  });

  test('a link the hero cannot play leaves the still alone', () => {
    for (const link of ['https://www.youtube.com/@channel', 'https://example.com/dawn.mp4', '/media/../dawn.mp4', undefined]) {
      expect(heroBackdrop(link, null)).toEqual({ still: null, video: null });
    }
  });
});

describe('mayPlayBackgroundVideo', () => {
  const env = (matching: string[], saveData = false) => ({ matches: (query: string) => matching.includes(query), saveData });

  test('plays on a wide screen for a visitor without motion or data wishes', () => {
    expect(mayPlayBackgroundVideo(env([WIDE_SCREEN]))).toBe(true);
  });

  test('not for reduced motion, not with data saving, not on a phone-sized screen', () => {
    expect(mayPlayBackgroundVideo(env([WIDE_SCREEN, '(prefers-reduced-motion: reduce)']))).toBe(false);
    expect(mayPlayBackgroundVideo(env([WIDE_SCREEN], true))).toBe(false);
    expect(mayPlayBackgroundVideo(env([]))).toBe(false);
  });
});

/** The hero rendered on the server with these site-content entries (undefined: still loading). */
function renderHero(entries?: { section: string; key: string; value: string; media?: unknown }[]): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (entries)
    client.setQueryData(
      SITE_CONTENT_QUERY_KEY,
      entries.map((e) => ({ ...e, updatedAt: '2026-06-14T20:00:00.000Z' })),
    );
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Hero />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const backdropOf = (html: string) => /<div class="hero__backdrop[^"]*" aria-hidden="true">.*?<\/div>/.exec(html)?.[0] ?? '';

describe('Hero backdrop', () => {
  test('nothing set (or still loading): the drawn lake scene, no image, no video', () => {
    for (const html of [renderHero(), renderHero([])]) {
      const backdrop = backdropOf(html);
      expect(backdrop).toMatch(/^<div class="hero__backdrop" aria-hidden="true"><svg class="hero__treeline"/);
      expect(backdrop).toContain('<svg class="hero__waves"');
      expect(html).not.toMatch(/<img|<video/);
    }
  });

  test('an uploaded still: an eager, high-priority, decorative image from the first paint', () => {
    const html = renderHero([{ section: 'hero', key: 'background_image', value: '/media/lake.jpg', media: still }]);
    expect(backdropOf(html)).toBe(
      '<div class="hero__backdrop hero__backdrop--photo" aria-hidden="true">' +
        '<img class="hero__image" src="/media/lake.jpg" srcSet="/media/lake-480.webp 480w, /media/lake-960.webp 960w, /media/lake-1600.webp 1600w" ' +
        'sizes="100vw" width="2400" height="1350" alt="" fetchPriority="high" decoding="async"/></div>',
    );
    expect(html).not.toContain('loading="lazy"');
    expect(html).not.toContain('hero__treeline');
  });

  test('a video is never in the server render: the still shows until the browser starts it', () => {
    const html = renderHero([
      { section: 'hero', key: 'background_image', value: 'https://photos.example.com/lake.jpg', media: null },
      { section: 'hero', key: 'video_url', value: '/media/dawn.mp4' },
    ]);
    expect(backdropOf(html)).toContain(
      '<img class="hero__image" src="https://photos.example.com/lake.jpg" width="1600" height="900" alt=""',
    );
    expect(html).not.toMatch(/<video|hero__video-toggle/);
    const embedded = renderHero([{ section: 'hero', key: 'video_url', value: 'https://youtu.be/dQw4w9WgXcQ' }]);
    expect(embedded).not.toMatch(/<iframe|hero__video-toggle/);
  });

  test('an unsafe still is refused and the drawn scene stays', () => {
    const html = renderHero([{ section: 'hero', key: 'background_image', value: 'javascript:alert(1)' }]);
    expect(html).not.toContain('<img');
    expect(html).toContain('hero__treeline');
  });

  test('the texts stay above the backdrop', () => {
    const html = renderHero([{ section: 'hero', key: 'background_image', value: '/media/lake.jpg', media: still }]);
    expect(html.indexOf('hero__backdrop')).toBeLessThan(html.indexOf('<h1 id="hero-title"'));
  });
});
