import { Navigate, useLocation } from 'react-router';
import { bookRedirectTarget } from './book-redirect';

/** Route `/book`: straight on to the booking form, keeping the visitor's choice and referral. */
export function BookRedirect() {
  const { search } = useLocation();
  return <Navigate to={bookRedirectTarget(search)} replace />;
}
