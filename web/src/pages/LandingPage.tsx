import { useDocumentTitle } from '../lib/document-title';
import { useSiteInfo } from '../lib/site-info';
import { Hero } from '../landing/Hero';

/**
 * The landing page (route /). Sections are added in SPEC order by later issues: guide,
 * availability, packages, gallery, reviews, FAQ, booking form (anchor `book`).
 */
export function LandingPage() {
  const { name } = useSiteInfo();
  useDocumentTitle(`${name} | Guided Pike, Walleye & Perch Trips in Alberta`);
  return <Hero />;
}
