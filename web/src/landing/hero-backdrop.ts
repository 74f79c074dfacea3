import { heroEmbedUrl, heroVideoOf } from '../../../domain/content/hero-video';
import { responsiveImage, type ImageAttributes } from '@browser-kit/images/responsive-image';
import type { SitePicture } from '@browser-kit/site/site-picture';

/**
 * What is behind the hero's text: a video that falls back to a still image. With
 * neither set, the drawn lake scene of Hero.tsx is the designed default.
 *
 * A video-site link (YouTube, Vimeo) plays through the site's own player in a frame, from its
 * privacy-enhanced host (no cookies for visitors who only watch the background). The player's
 * script is only fetched once the page has loaded, so it costs the first paint nothing.
 */
export interface HeroBackdrop {
  /** The photo behind the hero, shown from the first paint; null keeps the drawn scene. */
  still: ImageAttributes | null;
  /**
   * The video, started in the browser once the page has loaded; null for none. A `file` is an
   * upload played by the page itself, an `embed` a video site's player address.
   */
  video: { kind: 'file'; src: string; type: string } | { kind: 'embed'; src: string } | null;
}

/** The hero is the full viewport wide at every breakpoint. */
const HERO_SIZES = '100vw';
/** Only a link elsewhere lacks its pixel size; the photo covers the hero, so any box does. */
const HERO_BOX = { width: 1600, height: 900 };

export function heroBackdrop(videoUrl: string | undefined, still: SitePicture | null): HeroBackdrop {
  const video = heroVideoOf(videoUrl);
  return {
    still: still ? responsiveImage(still.src, still.media, HERO_SIZES, HERO_BOX) : null,
    video: !video
      ? null
      : video.kind === 'file'
        ? { kind: 'file', src: video.src, type: video.type }
        : { kind: 'embed', src: heroEmbedUrl(video) },
  };
}

/** What the browser tells about the visitor; read only after mount (it does not exist on the server). */
export interface PlaybackEnvironment {
  matches(mediaQuery: string): boolean;
  /** navigator.connection.saveData, where the browser has it. */
  saveData: boolean;
}

/** Tablets in landscape and up; the site's 48rem breakpoint. */
export const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * Whether the background video may start: not for visitors who asked for reduced motion or for
 * data saving, and not on phone-sized screens. On a phone the still tells the same story for a few
 * tens of kilobytes where the video may be up to 50 MB over mobile data, and iOS in Low Power Mode
 * refuses to autoplay it anyway.
 */
export function mayPlayBackgroundVideo(env: PlaybackEnvironment): boolean {
  if (env.matches('(prefers-reduced-motion: reduce)')) return false;
  if (env.saveData) return false;
  return env.matches(WIDE_SCREEN);
}

/** The environment of this browser. */
export function browserPlaybackEnvironment(): PlaybackEnvironment {
  const connection = (navigator as Navigator & { connection?: { saveData?: unknown } }).connection;
  return {
    matches: (mediaQuery) => typeof window.matchMedia === 'function' && window.matchMedia(mediaQuery).matches,
    saveData: connection?.saveData === true,
  };
}
