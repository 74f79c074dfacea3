import { useEffect, useState } from 'react';
import { isHeaderCompact } from '../navigation/scroll';

/** True once the page is scrolled more than 100 px; follows scrolling in both directions. */
export function useCompactHeader(): boolean {
  const [compact, setCompact] = useState(() => typeof window !== 'undefined' && isHeaderCompact(window.scrollY));
  useEffect(() => {
    const update = () => setCompact(isHeaderCompact(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return compact;
}
