/*
 * The gift cards page as App.tsx loads it on demand, with its styles: its code stays out of the
 * landing page's bundle. The styles are imported here rather than in the page so that unit specs
 * can render it under Node, which cannot load CSS.
 */
import './giftcards.css';

export { GiftCardsPage } from './GiftCardsPage';
