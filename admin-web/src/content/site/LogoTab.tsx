import { LogoMark } from '@browser-kit/site/LogoMark';
import { safeImageSrc } from '@browser-kit/urls/safe-url';
import { siteContentValue } from '@browser-kit/site/site-info';
import { MediaUploadField } from './MediaUploadField';
import { logoUrlError } from './site-content-form';
import { SiteContentLoader } from './SiteContentLoader';
import { SiteSection } from './SiteSection';
import { SiteValueForm } from './SiteValueForm';
import { useSiteContentSave } from './use-site-content-save';

const LOGO = { section: 'branding', key: 'logo' } as const;

/** The logo guidelines: it shows in a small circular frame, so square and 64x64 or larger is best. */
export const LOGO_GUIDELINES = [
  'Use a square image: the logo is best at 64x64 pixels or larger, and square.',
  'PNG, JPG or SVG (an uploaded file may be PNG, JPG, GIF or WebP).',
  'It is shown in a circular frame, so keep the important part in the middle.',
  'A link must be a publicly accessible address starting with https://.',
] as const;

/** Website Content > Logo: preview, link or upload, 'Update Logo' and 'Reset to Default'. */
export function LogoTab({ canChange }: { canChange: boolean }) {
  const save = useSiteContentSave({
    successTitle: 'Logo Updated',
    successDescription: 'Visitors see the new logo in the header.',
    failureDescription: 'Failed to update logo',
  });

  return (
    <SiteSection titleId="logo-title" title="Logo" summary="Shown in the site's header and footer.">
      <SiteContentLoader what="logo">
        {(entries) => {
          const logo = siteContentValue(entries, LOGO.section, LOGO.key) ?? '';
          const src = safeImageSrc(logo);
          return (
            <div className="site-content__grid">
              <div className="card site-content__card">
                <h3 className="site-content__card-title">Current logo</h3>
                <div className="site-logo-preview">
                  {src ? (
                    <img className="site-picture site-picture--round" src={src} alt="Current logo" width={64} height={64} />
                  ) : (
                    <LogoMark size={64} title="Default logo" />
                  )}
                  <p className="site-content__none">{src ? logo : 'The site’s own logo is shown.'}</p>
                </div>
                {canChange ? (
                  <>
                    <SiteValueForm
                      key={logo}
                      className="site-logo-form"
                      entry={LOGO}
                      stored={logo}
                      save={save}
                      validate={logoUrlError}
                      label="Logo URL"
                      input={{ type: 'url', inputMode: 'url', placeholder: 'https://example.com/logo.png' }}
                      submitText="Update Logo"
                    />
                    <MediaUploadField
                      kind="image"
                      label="Or upload a logo"
                      hint="PNG, JPG, GIF or WebP, smaller than 5MB."
                      disabled={save.isPending}
                      onUploaded={(media) => save.mutate([{ ...LOGO, value: media.url }])}
                    />
                    <button
                      type="button"
                      className="btn btn--outline btn--sm"
                      disabled={save.isPending || !logo}
                      onClick={() => save.mutate([{ ...LOGO, value: '' }])}
                    >
                      Reset to Default
                    </button>
                  </>
                ) : null}
              </div>
              <div className="card site-content__card">
                <h3 className="site-content__card-title">Logo guidelines</h3>
                <ul className="site-content__list">
                  {LOGO_GUIDELINES.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
          );
        }}
      </SiteContentLoader>
    </SiteSection>
  );
}
