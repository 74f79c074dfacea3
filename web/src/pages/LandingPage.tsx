import { useDocumentTitle } from '../lib/document-title';
import { useSiteInfo } from '../lib/site-info';
import { CatchesGallery } from '../landing/CatchesGallery';
import { Hero } from '../landing/Hero';
import { Reviews } from '../landing/Reviews';
import '../landing/landing.css';

/**
 * The landing page (route /). Sections in SPEC order: hero, guide, availability, packages,
 * gallery, reviews, FAQ, booking form (anchor `book`); guide, availability, packages, FAQ and the
 * booking form are added by later issues in their places.
 */
export function LandingPage() {
  const { name } = useSiteInfo();
  useDocumentTitle(`${name} | Guided Pike, Walleye & Perch Trips in Alberta`);
  return (
    <>
      <Hero />
      <CatchesGallery />
      <Reviews />
    </>
  );
}
