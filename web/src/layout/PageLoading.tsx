/** Shown while a page's code is being fetched (routes loaded on demand). */
export function PageLoading() {
  return (
    <div className="container page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}
