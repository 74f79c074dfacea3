import { Availability } from './Availability';
import { CatchesGallery } from './CatchesGallery';
import { Faq } from './Faq';
import { Guide } from './Guide';
import { Packages } from './Packages';
import { Reviews } from './Reviews';

/**
 * The landing page's sections between the hero and the booking form, in page order: guide,
 * availability, packages, gallery, reviews, FAQ. One on-demand chunk (pages/LandingPage.tsx loads
 * it): the server renders it into the page and the browser hydrates it once its code has arrived.
 * They are read, not typed into (their links work as plain links meanwhile); the booking form is
 * not among them, so that nothing typed before its code ran is lost.
 */
export default function LandingSections() {
  return (
    <>
      <Guide />
      <Availability />
      <Packages />
      <CatchesGallery />
      <Reviews />
      <Faq />
    </>
  );
}
