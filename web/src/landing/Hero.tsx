import { useMemo } from 'react';
import { AnchorLink } from '../layout/AnchorLink';
import { useClaims, useHeroContent } from '@browser-kit/site/site-info';
import { useSiteContentValue, useSitePicture } from '@browser-kit/site/site-picture';
import { useAnchorNavigation } from '../navigation/use-anchor-navigation';
import { CLAIM_LABELS } from './claim-labels';
import { heroBackdrop } from './hero-backdrop';
import { HeroBackdrop } from './HeroBackdrop';

/**
 * Full-screen hero: title, subtitle, the booking button, the four claims and a down-arrow to the
 * guide, over the admin's still photo and video (see hero-backdrop.ts) or the drawn lake scene.
 */
export function Hero() {
  const { title, subtitle, buttonText } = useHeroContent();
  const videoUrl = useSiteContentValue('hero', 'video_url');
  const still = useSitePicture('hero', 'background_image');
  const backdrop = useMemo(() => heroBackdrop(videoUrl, still), [videoUrl, still]);
  const claims = useClaims();
  const { goToAnchor } = useAnchorNavigation();

  return (
    <section className="hero on-dark" aria-labelledby="hero-title">
      <HeroBackdrop key={backdrop.video?.src ?? ''} {...backdrop} />

      <div className="container hero__inner">
        <p className="hero__eyebrow">Guided fishing on Wabamun Lake, Alberta</p>
        <h1 id="hero-title" className="hero__title">
          {title}
        </h1>
        <p className="hero__subtitle">{subtitle}</p>
        <div className="hero__actions">
          <button type="button" className="btn btn--accent btn--lg" onClick={() => goToAnchor('book')}>
            {buttonText}
          </button>
        </div>

        <ul className="hero__claims" aria-label="Why anglers choose us">
          {CLAIM_LABELS.map(({ key, label, hint }) => (
            <li key={key} className="hero__claim">
              <span className="hero__claim-value" aria-hidden={hint ? true : undefined}>
                {claims[key]}
              </span>
              {hint ? <span className="visually-hidden">{hint(claims[key])}</span> : null}
              <span className="hero__claim-label">{label}</span>
            </li>
          ))}
        </ul>
      </div>

      <AnchorLink anchor="guide" className="hero__scroll">
        <span className="visually-hidden">Meet your guide</span>
        <svg className="hero__scroll-icon" viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
          <path d="M5 9l7 7 7-7" />
        </svg>
      </AnchorLink>
    </section>
  );
}
