import { lazy, Suspense, useState } from 'react';
import { useToast } from '@browser-kit/toast/toast-store';

const Toaster = lazy(() => import('@browser-kit/toast/Toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toaster of the public site, loaded with the first toast: most visits never see one, and
 * its code would otherwise count against the landing page's JavaScript budget. Once loaded it
 * stays, so later toasts show at once.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
