import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';
import { useSiteInfo } from '../lib/site-info';

/** Fallback for every path without a route (SPEC section 2). */
export function NotFoundPage() {
  const { name } = useSiteInfo();
  useDocumentTitle(`Page Not Found | ${name}`);
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
