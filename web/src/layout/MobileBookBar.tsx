import { useAnchorNavigation } from '../navigation/use-anchor-navigation';

/** Small screens only (CSS): a fixed bottom bar whose button scrolls to the booking form. */
export function MobileBookBar() {
  const { goToAnchor } = useAnchorNavigation();
  return (
    <div className="mobile-book-bar">
      <button type="button" className="btn btn--accent btn--block" onClick={() => goToAnchor('book')}>
        Book Your Trip
      </button>
    </div>
  );
}
