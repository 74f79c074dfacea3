import { safeLinkHref } from '@browser-kit/urls/safe-url';
import { siteContentValue, useSiteContentEntries } from '@browser-kit/site/site-info';
import { StarRating } from '@browser-kit/stars/StarRating';
import { useReviews } from './review-api';

const SKELETON_CARDS = [0, 1, 2];

export interface ReviewLinks {
  /** Where to read more reviews (Settings > Review links), or null. */
  read: string | null;
  /** Where customers leave a review, or null. */
  leave: string | null;
}

/** An https address from the site content, or null: anything else is never put in an href. */
function httpsLink(value: string | undefined): string | null {
  const href = value === undefined ? null : safeLinkHref(value);
  return href && /^https:\/\//i.test(href) ? href : null;
}

/** Pure: the review links from the site content entries (`reviews.read_url`, `reviews.leave_url`); empty means none. */
export function reviewLinksOf(entries: unknown): ReviewLinks {
  return {
    read: httpsLink(siteContentValue(entries, 'reviews', 'read_url')),
    leave: httpsLink(siteContentValue(entries, 'reviews', 'leave_url')),
  };
}

/**
 * Reviews (anchor reviews): one card per review with initials badge, name,
 * location, star row (half stars) and comment, then links out to read more reviews and to leave
 * one, each only when set in Settings (the same site content query the page already loads). A
 * light skeleton while loading; nothing when there are no reviews or they cannot be loaded:
 * made-up reviews would mislead visitors.
 */
export function Reviews() {
  const { data, isPending, isError } = useReviews();
  const links = reviewLinksOf(useSiteContentEntries());
  const reviews = isPending ? null : Array.isArray(data) ? data : [];
  if (isError || reviews?.length === 0) return null;

  return (
    <section id="reviews" className="landing-section" aria-labelledby="reviews-title" aria-busy={reviews ? undefined : true}>
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Reviews</p>
          <h2 id="reviews-title">What Our Anglers Say</h2>
        </header>

        {reviews ? (
          <ul className="review-grid">
            {reviews.map((review) => (
              <li key={review.id} className="card review-card">
                <div className="review-card__person">
                  <span className="review-card__initials" aria-hidden="true">
                    {review.initials}
                  </span>
                  <div>
                    <p className="review-card__name">{review.name}</p>
                    <p className="review-card__location">{review.location}</p>
                  </div>
                </div>
                <StarRating rating={review.rating} className="review-card__stars" />
                <blockquote className="review-card__comment">
                  <p>{review.comment}</p>
                </blockquote>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="review-grid" aria-hidden="true">
            {SKELETON_CARDS.map((index) => (
              <li key={index} className="card review-card">
                <div className="review-card__person">
                  <span className="skeleton review-card__initials" />
                  <span className="skeleton skeleton--line skeleton--short" />
                </div>
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line" />
              </li>
            ))}
          </ul>
        )}

        {links.read || links.leave ? (
          <p className="review-links">
            {links.read ? (
              <a className="btn btn--outline" href={links.read} target="_blank" rel="noopener noreferrer">
                Read More Reviews<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            {links.leave ? (
              <a className="btn btn--primary" href={links.leave} target="_blank" rel="noopener noreferrer">
                Leave a Review<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
