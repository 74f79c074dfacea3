import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient } from '@browser-kit/api/query-client';
import { SiteRouter } from './navigation/SiteRouter';
import { SiteProviders } from './SiteProviders';
import { SERVER_DATA_ELEMENT_ID } from './server-data';
import '@browser-kit/styles/index.css';
// The site's own styles, after the design system whose rules they override, in this order. They are
// imported here, not by the components: main.tsx imports App first, so a stylesheet imported by a
// component it loads would come before the design system (site-footer.css lifting
// `.toast-viewport` above the booking bar would lose to the design system's toast.css).
import './site.css';
import './layout/site-header.css';
import './landing/hero.css';
import './layout/site-footer.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server sends the data it rendered the page with: the first render in the browser uses the
// same, so hydration matches and nothing is fetched twice.
const serverData = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
if (serverData) hydrate(queryClient, JSON.parse(serverData));

const site = (
  <StrictMode>
    <SiteProviders client={queryClient} origin={window.location.origin}>
      <SiteRouter>
        <App />
      </SiteRouter>
    </SiteProviders>
  </StrictMode>
);

// A page the server rendered is hydrated; without one (the server could not render it) the
// browser renders from scratch. Hydrating as a transition lets React yield to the browser every
// few milliseconds instead of blocking a slow phone for one long task; the page is already on
// screen, and a click meanwhile is replayed once its part is hydrated.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, site));
else createRoot(container).render(site);
