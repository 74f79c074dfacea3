import { StarRating } from '../lib/stars/StarRating';
import { useReviews } from './review-api';

const SKELETON_CARDS = [0, 1, 2];

/**
 * Reviews (anchor reviews, SPEC section 2): one card per review with initials badge, name,
 * location, star row (half stars) and comment. A light skeleton while loading; nothing when there
 * are no reviews or they cannot be loaded: made-up reviews would mislead visitors.
 */
export function Reviews() {
  const { data, isPending, isError } = useReviews();
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
      </div>
    </section>
  );
}
