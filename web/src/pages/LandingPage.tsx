import { usePageHead, useSiteOrigin } from '@browser-kit/page-head/page-head';
import { useClaims, useSiteInfo } from '@browser-kit/site/site-info';
import { useSitePicture } from '@browser-kit/site/site-picture';
import { lazy, Suspense } from 'react';
import { businessJsonLd } from '../landing/business-json-ld';
import { landingTitle } from '../landing/landing-title';
import { usePackageOffers } from '../landing/package-api';
import { useReviews } from '../landing/review-api';
import { Hero } from '../landing/Hero';
import '../landing/landing.css';
import '../landing/guide.css';
import '../landing/availability.css';
import '../landing/packages.css';
import '../landing/faq.css';

// The sections to read below the hero are their own chunk: less initial JavaScript for / (issue
// 21); the server-rendered sections stay on screen until their code hydrates them.
const LandingSections = lazy(() => import('../landing/LandingSections'));
// The booking form too: the hero and the header are interactive without its code. React hydrates
// it over the server's form once it arrives, and replays what a visitor typed or chose meanwhile.
const BookingSection = lazy(() => import('../bookings/BookingSection').then((m) => ({ default: m.BookingSection })));

/**
 * The landing page (route /). Sections in page order: hero, guide, availability, packages,
 * gallery, reviews, FAQ, booking form (anchor `book`). The section stylesheets are imported here,
 * not by the components, so the components render in Node for their unit specs.
 */
export function LandingPage() {
  const site = useSiteInfo();
  const claims = useClaims();
  const origin = useSiteOrigin();
  const packages = usePackageOffers();
  const reviews = useReviews().data;
  // Link previews show the hero's photo, else the logo; search engines get the logo first.
  const heroStill = useSitePicture('hero', 'background_image')?.src;
  const logo = useSitePicture('branding', 'logo')?.src;
  const description =
    `Guided fishing trips on Wabamun Lake, Alberta, for northern pike, walleye and perch. All gear included, ` +
    `${claims.experience} years of local experience, rated ${claims.rating} on Google.`;
  usePageHead({
    title: landingTitle(site.name),
    description,
    path: '/',
    image: heroStill ?? logo,
    jsonLd: [
      businessJsonLd(
        { site, description, packages: packages ?? [], reviews: Array.isArray(reviews) ? reviews : [], image: logo ?? heroStill },
        origin,
      ),
    ],
  });
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
      <Suspense fallback={null}>
        <BookingSection />
      </Suspense>
    </>
  );
}
