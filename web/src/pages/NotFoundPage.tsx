import { Link } from '../navigation/Link';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { useSiteInfo } from '@browser-kit/site/site-info';

/** Fallback for every path without a route (SPEC section 2). */
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
        <p>Did you forget to add the page to the router?</p>
        <Link to="/" className="btn btn--primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
