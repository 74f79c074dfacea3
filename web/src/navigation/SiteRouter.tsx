import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/**
 * The router of the public site in the browser: what the router's `<BrowserRouter>` does (the same
 * history over the address bar, location updates as transitions), built from its `<Router>`. The
 * router's browser module (`<BrowserRouter>`, `<Link>`, `<Form>`, its framework mode's prefetching)
 * would otherwise be in the first script of every page: about 4 KB gzip of the 100 KB budget of / (docs/performance.md).
 * The history is the router's own, so locations, keys and state behave as they did; it is exported
 * under an UNSAFE_ name, outside the router's stable API, so a router upgrade may need a look here.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
