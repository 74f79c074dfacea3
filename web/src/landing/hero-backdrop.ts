import { UPLOADED_VIDEO_PATTERN } from '../../../domain/content/media-patterns';
import { responsiveImage, type ImageAttributes } from '@browser-kit/images/responsive-image';
import type { SitePicture } from '@browser-kit/site/site-picture';

/**
 * What is behind the hero's text (SPEC section 2: a video that falls back to a still image). With
 * neither set, the drawn lake scene of Hero.tsx is the designed default.
 *
 * A video-site link (YouTube, Vimeo) shows the still only. Playing it as a background means an
 * embedded player: about a megabyte of third-party script on the page with the strictest
 * performance budget, the video site's cookies on every visitor, and frame-src exceptions in the
 * Content-Security-Policy. The admin's Hero Video tab also takes an upload, which plays here.
 */
export interface HeroBackdrop {
  /** The photo behind the hero, shown from the first paint; null keeps the drawn scene. */
  still: ImageAttributes | null;
  /** An uploaded video, started in the browser once the page has loaded; null for none. */
  video: { src: string; type: string } | null;
}

/** The hero is the full viewport wide at every breakpoint. */
const HERO_SIZES = '100vw';
/** Only a link elsewhere lacks its pixel size; the photo covers the hero, so any box does. */
const HERO_BOX = { width: 1600, height: 900 };

export function heroBackdrop(videoUrl: string | undefined, still: SitePicture | null): HeroBackdrop {
  const upload = videoUrl && UPLOADED_VIDEO_PATTERN.test(videoUrl) ? videoUrl : null;
  return {
    still: still ? responsiveImage(still.src, still.media, HERO_SIZES, HERO_BOX) : null,
    video: upload ? { src: upload, type: upload.endsWith('.webm') ? 'video/webm' : 'video/mp4' } : null,
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
