import { useLocation } from 'react-router';
import { useAnchorNavigation } from '../navigation/use-anchor-navigation';
import { formOnScreen } from './form-clearance';
import { useLayoutCheck } from './use-layout-check';

/**
 * The private pages of someone who has booked already (a booking's manage page, a waitlist
 * entry's page): the bar would invite them to book again, over their own page's buttons.
 */
const NOT_ON = ['/manage/', '/waitlist/'];

/**
 * Small screens only (CSS): a fixed bottom bar whose button scrolls to the booking form. It steps
 * aside while a form is on the screen (the booking form itself, or another page's), so that it
 * never covers a field, a message or the form's button.
 */
export function MobileBookBar() {
  const { goToAnchor } = useAnchorNavigation();
  const { pathname } = useLocation();
  const formShown = useLayoutCheck(formOnScreen, [pathname]);
  if (NOT_ON.some((prefix) => pathname.startsWith(prefix))) return null;
  return (
    <div className={formShown ? 'mobile-book-bar mobile-book-bar--aside' : 'mobile-book-bar'}>
      <button type="button" className="btn btn--accent btn--block" onClick={() => goToAnchor('book')}>
        Book Your Trip
      </button>
    </div>
  );
}
