import { Link } from '../navigation/Link';
import { bookingLink } from '../bookings/booking-link';
import { formatPackagePrice, usePackageOffers } from './package-api';

const SKELETON_CARDS = [0, 1, 2];

/**
 * Packages (anchor packages): a card per package with its price per person,
 * duration, description and features; featured ones carry the 'MOST POPULAR' ribbon. 'Book
 * {package name}' opens the booking form with the package chosen.
 */
export function Packages() {
  const offers = usePackageOffers();

  return (
    <section id="packages" className="landing-section" aria-labelledby="packages-title" aria-busy={offers ? undefined : true}>
      <div className="container">
        <header className="section-heading">
          <p className="section-heading__eyebrow">Trips &amp; prices</p>
          <h2 id="packages-title">Fishing Packages</h2>
          <p className="section-heading__lead">Rods, tackle and bait are on the boat. Prices are per person, in Canadian dollars.</p>
        </header>

        {offers ? (
          <ul className="package-grid">
            {offers.map((offer) => (
              <li key={offer.name} className={`card package-card${offer.featured ? ' package-card--featured' : ''}`}>
                {offer.featured ? <p className="package-card__ribbon">MOST POPULAR</p> : null}
                <h3 className="package-card__name">{offer.name}</h3>
                <p className="package-card__price">
                  <span className="package-card__amount">{formatPackagePrice(offer.price)}</span> per person
                </p>
                <p className="package-card__duration">
                  <svg className="package-card__icon" viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
                    <circle cx="12" cy="12" r="9" />
                    <path d="M12 7v5l3 2" />
                  </svg>
                  <span className="visually-hidden">Duration: </span>
                  {offer.duration}
                </p>
                <p className="package-card__description">{offer.description}</p>
                {offer.features.length > 0 ? (
                  <ul className="package-card__features" aria-label={`Included in ${offer.name}`}>
                    {offer.features.map((feature, index) => (
                      <li key={index}>{feature}</li>
                    ))}
                  </ul>
                ) : null}
                <Link
                  to={bookingLink({ package: offer.name })}
                  className={`btn btn--block package-card__book ${offer.featured ? 'btn--accent' : 'btn--primary'}`}
                >
                  Book {offer.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="package-grid" aria-hidden="true">
            {SKELETON_CARDS.map((index) => (
              <li key={index} className="card package-card">
                <span className="skeleton skeleton--line skeleton--short" />
                <span className="skeleton package-card__skeleton-price" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line skeleton--short" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
