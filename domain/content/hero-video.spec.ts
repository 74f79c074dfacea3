import { describe, expect, test } from '@jest/globals';
import { heroEmbedUrl, heroVideoOf } from './hero-video';

describe('heroVideoOf', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/a1b2c3d4e5', { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' }],
    ['https://player.vimeo.com/video/76979871?h=a1b2c3d4e5', { kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' }],
    ['/media/dawn.mp4', { kind: 'file', src: '/media/dawn.mp4', type: 'video/mp4' }],
    ['/media/dawn.webm', { kind: 'file', src: '/media/dawn.webm', type: 'video/webm' }],
  ])('%s plays', (value, video) => {
    expect(heroVideoOf(value)).toEqual(video);
  });

  test.each([
    undefined,
    '',
    'https://www.youtube.com/@WabamunFishing',
    'https://www.youtube.com/playlist?list=PL1234',
    'https://www.youtube.com/watch?v=short',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://example.com/video.mp4',
    '/media/../dawn.mp4',
    'javascript:alert(1)',
  ])('%p does not', (value) => {
    expect(heroVideoOf(value)).toBeNull();
  });
});

describe('heroEmbedUrl', () => {
  test('YouTube: the privacy-enhanced host, muted, started, looping as a playlist of itself, no controls', () => {
    const url = new URL(heroEmbedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
      controls: '0',
    });
  });

  test('Vimeo: the background player without tracking, keeping an unlisted video’s hash', () => {
    const url = new URL(heroEmbedUrl({ kind: 'vimeo', id: '76979871', hash: 'a1b2c3d4e5' }));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ h: 'a1b2c3d4e5', background: '1', muted: '1', loop: '1', dnt: '1' });
  });
});
