import { PictureCard } from './PictureCard';
import { SiteContentLoader } from './SiteContentLoader';
import { SiteSection } from './SiteSection';

const PICTURE = { section: 'guide', key: 'picture' } as const;

const PICTURE_SAVE = {
  successTitle: 'Guide Picture Updated',
  successDescription: 'Visitors see the new picture in the guide section.',
  failureDescription: 'Failed to update guide picture',
} as const;

/** Website Content > Guide Profile: the guide's picture on the landing page. */
export function GuideProfileTab({ canChange }: { canChange: boolean }) {
  return (
    <SiteSection
      titleId="guide-profile-title"
      title="Guide Profile"
      summary="The picture beside the guide introduction. Texts are under Page Content."
    >
      <SiteContentLoader what="guide profile">
        {(entries) => (
          <PictureCard
            title="Guide picture"
            entry={PICTURE}
            entries={entries}
            canChange={canChange}
            messages={PICTURE_SAVE}
            alt="Current guide picture"
            fallback="No picture uploaded: the site shows its own drawing."
            uploadLabel="Upload a new guide picture"
            hint="PNG, JPG, GIF or WebP, smaller than 5MB."
          />
        )}
      </SiteContentLoader>
    </SiteSection>
  );
}
