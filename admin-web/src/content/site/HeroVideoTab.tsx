import { useId, useState, type FormEvent } from 'react';
import { safeLinkHref } from '@shared-ui/safe-url';
import { siteContentValue, type SiteContentEntry } from '@shared-ui/site-info';
import { CurrentPicture } from './CurrentPicture';
import { MediaUploadField } from './MediaUploadField';
import { serverFieldErrors, videoSourceOf, videoUrlError, type VideoSource } from './site-content-form';
import { SiteContentLoader } from './SiteContentLoader';
import { useSiteContentSave } from './use-site-content-save';

const VIDEO = { section: 'hero', key: 'video_url' } as const;
const STILL = { section: 'hero', key: 'background_image' } as const;

const HERO_SAVE = {
  successTitle: 'Hero Updated',
  successDescription: 'Visitors see the new hero background now.',
  failureDescription: 'Failed to update content',
} as const;

/**
 * Website Content > Hero Video: the hero's background video (a YouTube or Vimeo link, or an
 * uploaded file) and the still picture shown before it plays or when it cannot (SPEC section 2).
 */
export function HeroVideoTab({ canChange }: { canChange: boolean }) {
  return (
    <section className="admin-section site-content" aria-labelledby="hero-video-title">
      <div className="admin-section__head">
        <div>
          <h2 id="hero-video-title">Hero Video</h2>
          <p className="admin-section__summary">The moving background of the landing page's first screen.</p>
        </div>
      </div>
      <SiteContentLoader what="hero video">
        {(entries) => (
          <div className="site-content__grid">
            <VideoCard entries={entries} canChange={canChange} />
            <StillCard entries={entries} canChange={canChange} />
          </div>
        )}
      </SiteContentLoader>
    </section>
  );
}

function VideoCard({ entries, canChange }: { entries: SiteContentEntry[]; canChange: boolean }) {
  const video = siteContentValue(entries, VIDEO.section, VIDEO.key);
  const [source, setSource] = useState<VideoSource>(() => videoSourceOf(video));
  const save = useSiteContentSave(HERO_SAVE);
  const sourceName = useId();

  return (
    <div className="card site-content__card">
      <h3 className="site-content__card-title">Background video</h3>
      <CurrentVideo value={video} />
      {canChange ? (
        <>
          <fieldset className="site-toggle">
            <legend className="label">Video source</legend>
            {(
              [
                ['link', 'Video-site link'],
                ['upload', 'Uploaded file'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="site-toggle__option">
                <input type="radio" name={sourceName} value={value} checked={source === value} onChange={() => setSource(value)} />
                {label}
              </label>
            ))}
          </fieldset>
          {source === 'link' ? (
            <VideoLinkForm
              key={video ?? ''}
              stored={video && videoSourceOf(video) === 'link' ? video : ''}
              busy={save.isPending}
              onSave={(value, onError) => save.mutate([{ ...VIDEO, value }], { onError })}
            />
          ) : (
            <MediaUploadField
              kind="video"
              label="Upload a video"
              hint="MP4 or WebM under 50 MB; MP4 at 1920x1080 is recommended."
              disabled={save.isPending}
              onUploaded={(media) => save.mutate([{ ...VIDEO, value: media.url }])}
            />
          )}
          {video ? (
            <button type="button" className="btn btn--outline-danger btn--sm" disabled={save.isPending} onClick={() => save.mutate([{ ...VIDEO, value: '' }])}>
              Remove Video
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function CurrentVideo({ value }: { value: string | undefined }) {
  if (!value) return <p className="site-content__none">No video set: the still picture or the site's own scene is shown.</p>;
  if (videoSourceOf(value) === 'upload') {
    return <video className="site-picture" src={value} controls muted preload="metadata" aria-label="Current hero video" />;
  }
  const href = safeLinkHref(value);
  return (
    <p className="site-content__none">
      Current video:{' '}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {value}
        </a>
      ) : (
        value
      )}
    </p>
  );
}

function VideoLinkForm({ stored, busy, onSave }: { stored: string; busy: boolean; onSave: (value: string, onError: (error: unknown) => void) => void }) {
  const id = useId();
  const [url, setUrl] = useState(stored);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = videoUrlError(url);
    setError(problem);
    if (!problem) onSave(url.trim(), (failure) => setError(serverFieldErrors(failure).video_url ?? null));
  };

  return (
    <form noValidate onSubmit={submit}>
      <div className="field">
        <label className="label" htmlFor={id}>
          YouTube or Vimeo link
        </label>
        <input
          id={id}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
        Save Video Link
      </button>
    </form>
  );
}

function StillCard({ entries, canChange }: { entries: SiteContentEntry[]; canChange: boolean }) {
  const still = siteContentValue(entries, STILL.section, STILL.key);
  const save = useSiteContentSave(HERO_SAVE);
  return (
    <div className="card site-content__card">
      <h3 className="site-content__card-title">Still picture</h3>
      <CurrentPicture value={still} alt="Current hero still picture" fallback="No picture set: the site's own lake scene is shown." />
      {canChange ? (
        <>
          <MediaUploadField
            kind="image"
            label="Upload a still picture"
            hint="Shown while the video loads or if it cannot play. PNG, JPG, GIF or WebP, smaller than 5MB."
            disabled={save.isPending}
            onUploaded={(media) => save.mutate([{ ...STILL, value: media.url }])}
          />
          {still ? (
            <button type="button" className="btn btn--outline-danger btn--sm" disabled={save.isPending} onClick={() => save.mutate([{ ...STILL, value: '' }])}>
              Remove Picture
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
