import { AnchorLink } from '../layout/AnchorLink';
import { useClaims, useHeroContent } from '../lib/site-info';
import { useAnchorNavigation } from '../navigation/use-anchor-navigation';
import { CLAIM_LABELS } from './claim-labels';

/** Full-screen hero: title, subtitle, the booking button, the four claims and a down-arrow to the guide. */
export function Hero() {
  const { title, subtitle, buttonText } = useHeroContent();
  const claims = useClaims();
  const { goToAnchor } = useAnchorNavigation();

  return (
    <section className="hero on-dark" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true">
        <svg className="hero__treeline" viewBox="0 0 1440 160" preserveAspectRatio="none" focusable="false">
          <path
            d="M0 160V98l40-30 22 18 30-44 26 36 24-22 34 40 30-52 28 40 36-20 26 30 40-56 30 42 26-18 32 34 38-48 28 36 34-24 30 38 36-58 26 44 30-20 34 30 40-46 28 36 32-26 30 40 34-50 28 40 36-22 30 32 38-44 26 30 34-18 30 36 40-52 28 44 32-28 30 38 36-40 30 30 34-24 30 34 38-50 28 42 30-16 34 30V160z"
          />
        </svg>
        <svg className="hero__waves" viewBox="0 0 1440 120" preserveAspectRatio="none" focusable="false">
          <path d="M0 40c120 30 240 30 360 0s240-30 360 0 240 30 360 0 240-30 360 0v80H0z" />
        </svg>
      </div>

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
