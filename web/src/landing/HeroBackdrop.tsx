import { useEffect, useRef, useState } from 'react';
import { browserPlaybackEnvironment, mayPlayBackgroundVideo, type HeroBackdrop as HeroBackdropContent } from './hero-backdrop';

/** 'off' is also what the server renders: the video only ever exists in the browser. */
type VideoState = 'off' | 'starting' | 'playing' | 'paused' | 'failed';

/**
 * The hero's backdrop: the still photo (or the drawn lake scene) from the first paint, and the
 * video faded in over it once the page has loaded, so the video never delays the first paint or
 * the largest image. An uploaded video that cannot load or play is dropped and the still stays,
 * without a message (a backdrop is no news to the visitor); a video site's player is shown once its frame has loaded.
 * Render with `key={video?.src}` so a new video starts afresh.
 */
export function HeroBackdrop({ still, video }: HeroBackdropContent) {
  const stillRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>('off');
  const [poster, setPoster] = useState<string | undefined>(undefined);
  const videoSrc = video?.src;

  useEffect(() => {
    if (!videoSrc || !mayPlayBackgroundVideo(browserPlaybackEnvironment())) return;
    const start = () => {
      // The still's own choice from its srcset, already in the cache: no second download.
      setPoster(stillRef.current?.currentSrc || undefined);
      setState('starting');
    };
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [videoSrc]);

  useEffect(() => {
    const element = videoRef.current;
    if (state !== 'starting' || !element || video?.kind !== 'file') return;
    if (element.canPlayType(video.type) === '') {
      setState('failed');
      return;
    }
    // React sets `muted` as a property only; autoplay policies read it when play() is called.
    element.muted = true;
    element.play().catch(() => setState((current) => (current === 'starting' ? 'failed' : current)));
  }, [state, video]);

  // A player in a frame cannot be paused from here: pausing takes it away and the still shows.
  const videoOn = video !== null && (state === 'starting' || state === 'playing' || (state === 'paused' && video.kind === 'file'));
  const shown = state === 'playing' || state === 'paused';

  const togglePlayback = () => {
    if (video?.kind === 'embed') {
      setState(state === 'paused' ? 'starting' : 'paused');
      return;
    }
    const element = videoRef.current;
    if (!element) return;
    if (state === 'paused') {
      // onPlaying moves the state back to 'playing'.
      element.play().catch(() => undefined);
    } else {
      element.pause();
      setState('paused');
    }
  };

  return (
    <>
      <div className={still || shown ? 'hero__backdrop hero__backdrop--photo' : 'hero__backdrop'} aria-hidden="true">
        {still ? (
          <img
            ref={stillRef}
            className="hero__image"
            src={still.src}
            srcSet={still.srcSet}
            sizes={still.sizes}
            width={still.width}
            height={still.height}
            alt=""
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <HeroArtwork />
        )}
        {videoOn && video.kind === 'embed' ? (
          // Behind the text and out of reach: no controls, never focused, hidden from screen readers
          // with the rest of the backdrop. Its own referrer policy: the video site refuses a player
          // whose page it cannot tell (the site's pages send none by default).
          <iframe
            className={state === 'playing' ? 'hero__embed hero__video--shown' : 'hero__embed'}
            src={video.src}
            title="Background video"
            tabIndex={-1}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="eager"
            onLoad={() => setState((current) => (current === 'starting' ? 'playing' : current))}
          />
        ) : null}
        {videoOn && video.kind === 'file' ? (
          <video
            ref={videoRef}
            className={shown ? 'hero__video hero__video--shown' : 'hero__video'}
            src={video.src}
            poster={poster}
            muted
            loop
            autoPlay
            playsInline
            preload="auto"
            onPlaying={() => setState('playing')}
            onError={() => setState('failed')}
          />
        ) : null}
      </div>

      {/* Moving content that starts by itself needs a way to stop it (WCAG 2.2.2). */}
      {shown ? (
        <button type="button" className="hero__video-toggle" onClick={togglePlayback}>
          <span className="visually-hidden">{state === 'paused' ? 'Play background video' : 'Pause background video'}</span>
          <svg className="hero__video-toggle-icon" viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
            {state === 'paused' ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
          </svg>
        </button>
      ) : null}
    </>
  );
}

/** The designed default: a treeline and waves over the sunrise gradient of the hero (hero.css). */
function HeroArtwork() {
  return (
    <>
      <svg className="hero__treeline" viewBox="0 0 1440 160" preserveAspectRatio="none" focusable="false">
        <path d="M0 160V98l40-30 22 18 30-44 26 36 24-22 34 40 30-52 28 40 36-20 26 30 40-56 30 42 26-18 32 34 38-48 28 36 34-24 30 38 36-58 26 44 30-20 34 30 40-46 28 36 32-26 30 40 34-50 28 40 36-22 30 32 38-44 26 30 34-18 30 36 40-52 28 44 32-28 30 38 36-40 30 30 34-24 30 34 38-50 28 42 30-16 34 30V160z" />
      </svg>
      <svg className="hero__waves" viewBox="0 0 1440 120" preserveAspectRatio="none" focusable="false">
        <path d="M0 40c120 30 240 30 360 0s240-30 360 0 240 30 360 0 240-30 360 0v80H0z" />
      </svg>
    </>
  );
}
