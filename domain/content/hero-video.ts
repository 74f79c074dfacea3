import { UPLOADED_VIDEO_PATTERN } from './media-patterns';

/**
 * The hero's background video as the site can play it: a video on YouTube or Vimeo (embedded
 * through the video site's player), or an MP4 or WebM uploaded to the media library. Anything
 * else (a channel page, a playlist, another site) is not a video the hero can play, and the admin
 * is told so when saving it. Pure: the server's rule, the admin form and the public hero all read it.
 */
export type HeroVideo =
  | { readonly kind: 'youtube'; readonly id: string }
  | { readonly kind: 'vimeo'; readonly id: string; readonly hash?: string }
  | { readonly kind: 'file'; readonly src: string; readonly type: 'video/mp4' | 'video/webm' };

/** The player hosts the Content-Security-Policy lets the hero frame (and no other). */
export const HERO_VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
/** The paths of one YouTube video: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const YOUTUBE_VIDEO_PATH = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/;

function httpsUrl(value: string): URL | null {
  if (/\s/.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

function youtubeIdOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) id = url.pathname === '/watch' ? url.searchParams.get('v') : YOUTUBE_VIDEO_PATH.exec(url.pathname)?.[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoOf(url: URL): { id: string; hash?: string } | null {
  const host = url.hostname.toLowerCase();
  // vimeo.com/ID, vimeo.com/ID/HASH (an unlisted video), player.vimeo.com/video/ID?h=HASH
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') [id, hash] = parts.length <= 2 ? parts : [];
  else if (host === 'player.vimeo.com' && parts[0] === 'video' && parts.length === 2)
    [id, hash] = [parts[1], url.searchParams.get('h') ?? undefined];
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  return hash ? { id, hash } : { id };
}

/** What the hero plays for the stored value, or null when it cannot play it (or none is set). */
export function heroVideoOf(value: string | undefined): HeroVideo | null {
  const v = value?.trim();
  if (!v) return null;
  if (UPLOADED_VIDEO_PATTERN.test(v)) return { kind: 'file', src: v, type: v.endsWith('.webm') ? 'video/webm' : 'video/mp4' };
  const url = httpsUrl(v);
  if (!url) return null;
  const youtube = youtubeIdOf(url);
  if (youtube) return { kind: 'youtube', id: youtube };
  const vimeo = vimeoOf(url);
  return vimeo ? { kind: 'vimeo', ...vimeo } : null;
}

/**
 * The player address of a video-site video as a silent background: YouTube's privacy-enhanced
 * host (no cookies until a visitor plays it themselves), Vimeo's background mode without tracking.
 * Muted, started, looping (YouTube loops a single video only as a playlist of itself), no controls.
 */
export function heroEmbedUrl(video: Extract<HeroVideo, { kind: 'youtube' | 'vimeo' }>): string {
  if (video.kind === 'youtube') {
    const params = new URLSearchParams({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: video.id,
      controls: '0',
      playsinline: '1',
      disablekb: '1',
      fs: '0',
      rel: '0',
      iv_load_policy: '3',
    });
    return `${HERO_VIDEO_FRAME_ORIGINS[0]}/embed/${video.id}?${params}`;
  }
  const params = new URLSearchParams({
    ...(video.hash ? { h: video.hash } : {}),
    background: '1',
    autoplay: '1',
    muted: '1',
    loop: '1',
    dnt: '1',
  });
  return `${HERO_VIDEO_FRAME_ORIGINS[1]}/video/${video.id}?${params}`;
}
