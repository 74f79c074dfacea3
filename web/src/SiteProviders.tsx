import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteOriginContext } from '@browser-kit/page-head/page-head';
import { LazyToaster } from './layout/LazyToaster';

/**
 * What every page of the public site renders inside, in the browser and on the server alike (a
 * difference between the two would break hydration): the data client, the site's own address
 * and the toaster. The router differs and is given as children.
 */
export function SiteProviders({ client, origin, children }: { client: QueryClient; origin: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SiteOriginContext.Provider value={origin}>
        {children}
        <LazyToaster />
      </SiteOriginContext.Provider>
    </QueryClientProvider>
  );
}
