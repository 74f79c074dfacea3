import { bookingLink } from '../bookings/booking-link';
import { absoluteUrl } from '@browser-kit/page-head/head-tags';
import type { SiteInfo } from '@browser-kit/site/site-defaults';

/*
 * schema.org data for the landing page: the business as a LocalBusiness, its packages as offers in
 * Canadian dollars and, when visitors have left reviews here, their average. Built from the same
 * data the page shows, so search results never promise what the page does not.
 */

export interface OfferedPackage {
  readonly name: string;
  /** Whole CAD per person. */
  readonly price: number;
  readonly duration: string;
  readonly description: string;
}

export interface RatedReview {
  readonly rating: number;
}

export interface BusinessFacts {
  readonly site: SiteInfo;
  readonly description: string;
  readonly packages: readonly OfferedPackage[];
  readonly reviews: readonly RatedReview[];
  /** A picture of the business (logo or hero), site-relative or absolute. */
  readonly image?: string | null;
}

/** The lake the trips run on (about 65 km west of Edmonton). */
const LAKE = { latitude: 53.55, longitude: -114.6 } as const;

export function businessJsonLd(facts: BusinessFacts, origin: string): object {
  const url = absoluteUrl(origin, '/');
  const ratings = facts.reviews.map((r) => r.rating).filter((r) => Number.isFinite(r) && r >= 1 && r <= 5);
  const business: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: facts.site.name,
    description: facts.description,
    url,
    telephone: facts.site.phone,
    email: facts.site.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Wabamun',
      addressRegion: 'AB',
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', ...LAKE },
    areaServed: facts.site.location,
    currenciesAccepted: 'CAD',
    paymentAccepted: 'Credit Card',
    makesOffer: facts.packages.map((pkg) => ({
      '@type': 'Offer',
      name: pkg.name,
      description: pkg.description,
      price: pkg.price.toFixed(2),
      priceCurrency: 'CAD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: pkg.price.toFixed(2),
        priceCurrency: 'CAD',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'person' },
      },
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(origin, bookingLink({ package: pkg.name })),
      itemOffered: {
        '@type': 'Service',
        name: `${pkg.name} (${pkg.duration})`,
        serviceType: 'Guided fishing trip',
        provider: { '@id': `${url}#business` },
      },
    })),
  };
  if (facts.image) business.image = absoluteUrl(origin, facts.image);
  if (ratings.length > 0) {
    const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
    business.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: average.toFixed(1),
      reviewCount: ratings.length,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return business;
}
