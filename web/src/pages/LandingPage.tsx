import { useDocumentTitle } from '../lib/document-title';
import { useSiteInfo } from '../lib/site-info';
import { BookingSection } from '../booking/BookingSection';
import { Availability } from '../landing/Availability';
import { CatchesGallery } from '../landing/CatchesGallery';
import { Faq } from '../landing/Faq';
import { Guide } from '../landing/Guide';
import { Hero } from '../landing/Hero';
import { Packages } from '../landing/Packages';
import { Reviews } from '../landing/Reviews';
import '../landing/landing.css';
import '../landing/guide.css';
import '../landing/availability.css';
import '../landing/packages.css';
import '../landing/faq.css';

/**
 * The landing page (route /). Sections in SPEC order: hero, guide, availability, packages,
 * gallery, reviews, FAQ, booking form (anchor `book`). The section stylesheets are imported here,
 * not by the components, so the components render in Node for their unit specs.
 */
export function LandingPage() {
  const { name } = useSiteInfo();
  useDocumentTitle(`${name} | Guided Pike, Walleye & Perch Trips in Alberta`);
  return (
    <>
      <Hero />
      <Guide />
      <Availability />
      <Packages />
      <CatchesGallery />
      <Reviews />
      <Faq />
      <BookingSection />
    </>
  );
}
