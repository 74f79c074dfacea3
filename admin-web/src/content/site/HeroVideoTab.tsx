import { useId, useState } from 'react';
import { safeLinkHref } from '@browser-kit/urls/safe-url';
import { siteContentValue, type SiteContentEntry } from '@browser-kit/site/site-info';
import { MediaUploadField } from './MediaUploadField';
import { PictureCard } from './PictureCard';
import { videoSourceOf, videoUrlError, type VideoSource } from './site-content-form';
import { SiteContentLoader } from './SiteContentLoader';
import { SiteSection } from './SiteSection';
import { SiteValueForm } from './SiteValueForm';
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
 * uploaded file) and the still picture shown before it plays or when it cannot.
 */
export function HeroVideoTab({ canChange }: { canChange: boolean }) {
  return (
    <SiteSection titleId="hero-video-title" title="Hero Video" summary="The moving background of the landing page's first screen.">
      <SiteContentLoader what="hero video">
        {(entries) => (
          <div className="site-content__grid">
            <VideoCard entries={entries} canChange={canChange} />
            <PictureCard
              title="Still picture"
              entry={STILL}
              entries={entries}
              canChange={canChange}
              messages={HERO_SAVE}
              alt="Current hero still picture"
              fallback="No picture set: the site's own lake scene is shown."
              uploadLabel="Upload a still picture"
              hint="Shown while the video loads or if it cannot play. PNG, JPG, GIF or WebP, smaller than 5MB."
            />
          </div>
        )}
      </SiteContentLoader>
    </SiteSection>
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
            <SiteValueForm
              key={video ?? ''}
              entry={VIDEO}
              stored={video && videoSourceOf(video) === 'link' ? video : ''}
              save={save}
              validate={videoUrlError}
              label="YouTube or Vimeo link"
              hint="The link of one video (its page or share link), not of a channel or playlist. It plays muted and looping behind the hero; phones and visitors who prefer less motion see the still picture."
              input={{ type: 'url', inputMode: 'url', placeholder: 'https://www.youtube.com/watch?v=...' }}
              submitText="Save Video Link"
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
            <button
              type="button"
              className="btn btn--outline-danger btn--sm"
              disabled={save.isPending}
              onClick={() => save.mutate([{ ...VIDEO, value: '' }])}
            >
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
