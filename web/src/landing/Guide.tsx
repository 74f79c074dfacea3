import { Link } from 'react-router';
import { bookingLink } from '../booking/booking-link';
import { AnchorLink } from '../layout/AnchorLink';
import { safeImageSrc } from '../lib/safe-url';
import { useClaims, useGuideProfile } from '../lib/site-info';
import { CLAIM_LABELS } from './claim-labels';
import { GuideIllustration } from './GuideIllustration';

/** 'Northern pike, walleye, perch' → ['Northern pike', 'walleye', 'perch'] as separate tags. */
export function specialtyList(specialties: string): string[] {
  return specialties
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The guide introduction (anchor guide, SPEC section 2): photo, headline, name, experience,
 * description, specialties, the four claims as stats, and the 'Book a Trip' and 'Contact Us'
 * buttons. All texts are site content; without an uploaded photo a drawn scene stands in.
 */
export function Guide() {
  const guide = useGuideProfile();
  const claims = useClaims();
  const picture = guide.picture ? safeImageSrc(guide.picture) : null;
  const specialties = specialtyList(guide.specialties);

  return (
    <section id="guide" className="landing-section guide" aria-labelledby="guide-title">
      <div className="container guide__layout">
        <div className="guide__photo">
          {picture ? (
            <img
              className="guide__image"
              src={picture}
              alt={`${guide.name}, your fishing guide`}
              width={480}
              height={576}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <GuideIllustration />
          )}
        </div>

        <div className="guide__body">
          <p className="section-heading__eyebrow">Meet your guide</p>
          <h2 id="guide-title" className="guide__headline">
            {guide.headline}
          </h2>
          <p className="guide__name">{guide.name}</p>
          <p className="guide__experience">{guide.experience}</p>
          <p className="guide__description">{guide.description}</p>

          {specialties.length > 0 ? (
            <div className="guide__specialties">
              <h3 className="guide__specialties-title">Specialties</h3>
              <ul className="guide__tags">
                {specialties.map((item, index) => (
                  <li key={index} className="guide__tag">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <ul className="guide__stats" aria-label="Our record on the lake">
            {CLAIM_LABELS.map(({ key, label, hint }) => (
              <li key={key} className="guide__stat">
                <span className="guide__stat-value" aria-hidden={hint ? true : undefined}>
                  {claims[key]}
                </span>
                {hint ? <span className="visually-hidden">{hint(claims[key])}</span> : null}
                <span className="guide__stat-label">{label}</span>
              </li>
            ))}
          </ul>

          <div className="guide__actions">
            <Link to={bookingLink()} className="btn btn--accent btn--lg">
              Book a Trip
            </Link>
            <AnchorLink anchor="contact" className="btn btn--outline btn--lg">
              Contact Us
            </AnchorLink>
          </div>
        </div>
      </div>
    </section>
  );
}
