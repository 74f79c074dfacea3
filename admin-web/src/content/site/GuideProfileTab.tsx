import { siteContentValue } from '@shared-ui/site-info';
import { CurrentPicture } from './CurrentPicture';
import { MediaUploadField } from './MediaUploadField';
import { SiteContentLoader } from './SiteContentLoader';
import { useSiteContentSave } from './use-site-content-save';

const PICTURE = { section: 'guide', key: 'picture' } as const;

/** Website Content > Guide Profile: the guide's picture on the landing page (SPEC section 2). */
export function GuideProfileTab({ canChange }: { canChange: boolean }) {
  const save = useSiteContentSave({
    successTitle: 'Guide Picture Updated',
    successDescription: 'Visitors see the new picture in the guide section.',
    failureDescription: 'Failed to update guide picture',
  });

  return (
    <section className="admin-section site-content" aria-labelledby="guide-profile-title">
      <div className="admin-section__head">
        <div>
          <h2 id="guide-profile-title">Guide Profile</h2>
          <p className="admin-section__summary">The picture beside the guide introduction. Texts are under Page Content.</p>
        </div>
      </div>
      <SiteContentLoader what="guide profile">
        {(entries) => {
          const picture = siteContentValue(entries, PICTURE.section, PICTURE.key);
          return (
            <div className="card site-content__card">
              <h3 className="site-content__card-title">Guide picture</h3>
              <CurrentPicture value={picture} alt="Current guide picture" fallback="No picture uploaded: the site shows its own drawing." />
              {canChange ? (
                <>
                  <MediaUploadField
                    kind="image"
                    label="Upload a new guide picture"
                    hint="PNG, JPG, GIF or WebP, smaller than 5MB."
                    disabled={save.isPending}
                    onUploaded={(media) => save.mutate([{ ...PICTURE, value: media.url }])}
                  />
                  {picture ? (
                    <button
                      type="button"
                      className="btn btn--outline-danger btn--sm"
                      disabled={save.isPending}
                      onClick={() => save.mutate([{ ...PICTURE, value: '' }])}
                    >
                      Remove Picture
                    </button>
                  ) : null}
                </>
              ) : null}
            </div>
          );
        }}
      </SiteContentLoader>
    </section>
  );
}
