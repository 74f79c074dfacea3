/*
 * The information pages as App.tsx loads them on demand: one small chunk for all four, with their
 * styles, kept out of the landing page's bundle. The styles are imported here rather than in each
 * page so the unit specs can render the pages under Node, which cannot load CSS.
 */
import './static-pages.css';

export { FishingRegulationsPage } from './FishingRegulationsPage';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { TermsOfServicePage } from './TermsOfServicePage';
export { WabamunLakeInfoPage } from './WabamunLakeInfoPage';
