/*
 * The manage page as App.tsx loads it on demand, with its styles: its code stays out of the
 * landing page's bundle. The styles are imported here rather than in the page so the unit specs
 * can render it under Node, which cannot load CSS.
 */
import '@browser-kit/private-page/private-page.css';
import './manage.css';

export { ManagePage } from './ManagePage';
