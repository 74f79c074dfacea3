import { Navigate, useLocation } from 'react-router';
import { useServerRedirect } from '@browser-kit/page-head/page-head';
import { bookRedirectTarget } from './book-redirect';

/** Route `/book`: straight on to the booking form, keeping the visitor's choice and referral. */
export function BookRedirect() {
  const { search } = useLocation();
  const target = bookRedirectTarget(search);
  if (useServerRedirect(target)) return null;
  return <Navigate to={target} replace />;
}
