import { ratingLabel, starsFor } from './stars';

const STAR_PATH = 'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

function Star({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={STAR_PATH} />
    </svg>
  );
}

/**
 * A row of five stars with half stars (4.5 shows four and a half). One image to assistive
 * technology, labelled 'Rated 4.5 out of 5'.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={`star-rating${className ? ` ${className}` : ''}`} role="img" aria-label={ratingLabel(rating)}>
      {starsFor(rating).map((fill, index) => (
        <span key={index} className={`star star--${fill}`}>
          <Star className="star__outline" />
          {fill === 'empty' ? null : (
            <span className="star__fill">
              <Star className="star__solid" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
