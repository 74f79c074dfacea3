import { Link } from '../navigation/Link';
import { bookingLink } from '../bookings/booking-link';
import { AnchorLink } from '../layout/AnchorLink';
import { responsiveImage } from '@browser-kit/images/responsive-image';
import { useAboutContent, useClaims, useGuideProfile } from '@browser-kit/site/site-info';
import { useSitePicture } from '@browser-kit/site/site-picture';
import { CLAIM_LABELS } from './claim-labels';
import { GuideIllustration } from './GuideIllustration';

/** 'Northern pike, walleye, perch' → ['Northern pike', 'walleye', 'perch'] as separate tags. */
export function specialtyList(specialties: string): string[] {
  return specialties
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A text typed with blank lines between its paragraphs, as paragraphs; single line breaks stay (guide.css). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The photo column is at most 26rem wide (guide.css; narrower beside the text), the phone's width inside the padding below that. */
export const GUIDE_PHOTO_SIZES = '(min-width: 28rem) 26rem, calc(100vw - 2rem)';
/** The 5:6 portrait box of guide.css, for a link elsewhere whose pixel size is unknown. */
const GUIDE_PHOTO_BOX = { width: 480, height: 576 };

/**
 * The guide introduction (anchor guide): photo, headline, name, experience,
 * description, specialties, the four claims as stats, and the 'Book a Trip' and 'Contact Us'
 * buttons, then the business's own introduction (the About texts of Page Content). All texts are
 * site content; without an uploaded photo a drawn scene stands in.
 */
export function Guide() {
  const guide = useGuideProfile();
  const about = useAboutContent();
  const claims = useClaims();
  const picture = useSitePicture('guide', 'picture');
  const specialties = specialtyList(guide.specialties);

  return (
    <section id="guide" className="landing-section guide" aria-labelledby="guide-title">
      <div className="container guide__layout">
        <div className="guide__photo">
          {picture ? (
            <img
              className="guide__image"
              {...responsiveImage(picture.src, picture.media, GUIDE_PHOTO_SIZES, GUIDE_PHOTO_BOX)}
              alt={`${guide.name}, your fishing guide`}
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

      <div className="container">
        <div className="guide__about">
          <h3 className="guide__about-title">{about.title}</h3>
          {paragraphsOf(about.description).map((paragraph, index) => (
            <p key={index} className="guide__about-text">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
