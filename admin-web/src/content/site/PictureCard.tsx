import { siteContentValue, type SiteContentEntry } from '@browser-kit/site/site-info';
import { CurrentPicture } from './CurrentPicture';
import { MediaUploadField } from './MediaUploadField';
import { useSiteContentSave, type SaveMessages } from './use-site-content-save';

/** A card for one stored picture (the guide's, the hero's still): preview, upload and remove. */
export function PictureCard({
  title,
  entry,
  entries,
  canChange,
  messages,
  alt,
  fallback,
  uploadLabel,
  hint,
}: {
  title: string;
  entry: { section: string; key: string };
  entries: SiteContentEntry[];
  canChange: boolean;
  messages: SaveMessages;
  /** The preview's alt text. */
  alt: string;
  /** What the card says when no picture is stored. */
  fallback: string;
  uploadLabel: string;
  hint: string;
}) {
  const picture = siteContentValue(entries, entry.section, entry.key);
  const save = useSiteContentSave(messages);
  return (
    <div className="card site-content__card">
      <h3 className="site-content__card-title">{title}</h3>
      <CurrentPicture value={picture} alt={alt} fallback={fallback} />
      {canChange ? (
        <>
          <MediaUploadField
            kind="image"
            label={uploadLabel}
            hint={hint}
            disabled={save.isPending}
            onUploaded={(media) => save.mutate([{ ...entry, value: media.url }])}
          />
          {picture ? (
            <button
              type="button"
              className="btn btn--outline-danger btn--sm"
              disabled={save.isPending}
              onClick={() => save.mutate([{ ...entry, value: '' }])}
            >
              Remove Picture
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
