import { Link } from '../navigation/Link';
import { bookingLink } from '../bookings/booking-link';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';

/**
 * Fallback for every path without a route: 'Page Not Found' and the note for whoever runs the site, after
 * a plain explanation for the visitor who followed an old or mistyped link, and the ways on.
 */
export function NotFoundPage() {
  const { name } = useSiteInfo();
  // A real 404 for the server's answer, so search engines never list a fallback page.
  usePageHead({ title: `Page Not Found | ${name}`, status: 404, noindex: true });
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <div className="card not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Page Not Found</h1>
        <p>
          Sorry, we couldn’t find the page you were looking for. The link may be old or mistyped, or the page may have moved. Our trips,
          prices and open dates are all on the home page, and you can book your trip there too.
        </p>
        <div className="not-found__actions">
          <Link to="/" className="btn btn--primary">
            Back to the home page
          </Link>
          <Link to={bookingLink()} className="btn btn--outline">
            Book a fishing trip
          </Link>
        </div>
        <p className="not-found__note">Did you forget to add the page to the router?</p>
      </div>
    </section>
  );
}
